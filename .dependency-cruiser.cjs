/**
 * The layer rules of docs/architecture.md. Routes sit on top; services hold
 * the work shared by routes and the API; models talk to the database; utils
 * and schemas are plain helpers any layer may use. Type-only imports count:
 * a type reaching across a layer ties the layers together just the same.
 */
const TESTS = ["\\.test\\.tsx?$", "\\.test-support\\.ts$"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A cycle makes two modules one; split out what both need. A content type's declaration loads its " +
        "commands only when the server starts (a dynamic import), so that edge closes no cycle.",
      from: { pathNot: TESTS },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["dynamic-import"] } },
    },
    {
      name: "nothing-imports-routes",
      severity: "error",
      comment: "Routes are the top layer: only the framework and tests load them. Shared route code lives in app/routes/__*.server.ts.",
      from: { path: "^app/", pathNot: ["^app/routes/", ...TESTS] },
      to: { path: "^app/routes/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "routes-import-only-shared-route-modules",
      severity: "error",
      comment:
        "A route module may use a sibling app/routes/__*.server.ts helper, never another route's code. " +
        "Two exceptions: naming a parent layout's loader type for useRouteLoaderData (erased at build), " +
        "and the old client's /api/api/... aliases, which re-export the route they alias.",
      from: { path: "^app/routes/", pathNot: [...TESTS, "^app/routes/api\\.api\\."] },
      to: { path: "^app/routes/", pathNot: "^app/routes/__", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "services-stay-below-components",
      severity: "error",
      comment: "Services serve routes and the API; what a screen shows belongs to components and routes.",
      from: { path: "^app/services/", pathNot: TESTS },
      to: { path: "^app/(components|routes|hooks)/" },
    },
    {
      name: "models-stay-below-services",
      severity: "error",
      comment: "Models are plain queries; rules, sanitising, files and passwords belong to services.",
      from: { path: "^app/models/", pathNot: TESTS },
      to: { path: "^app/(services|components|routes|hooks)/" },
    },
    {
      name: "db-is-the-bottom",
      severity: "error",
      from: { path: "^app/db/", pathNot: TESTS },
      to: { path: "^app/(models|services|components|routes|hooks)/" },
    },
    {
      name: "utils-and-schemas-import-nothing-above",
      severity: "error",
      comment:
        "Plain helpers, safe for the browser bundle: only other utils and schemas, the content-type declarations " +
        "(plain data too) and the types of db/schema.ts.",
      from: { path: "^app/(utils|schemas)/", pathNot: TESTS },
      to: { path: "^app/", pathNot: ["^app/(utils|schemas|content-types)/", "^app/db/schema\\.ts$"] },
    },
    {
      name: "components-name-route-types-from-shared-modules",
      severity: "error",
      comment:
        "A component names a loader's data type from the route's sibling __*.server.ts: the route imports the " +
        "component, so naming the route module back would tie the two together.",
      from: { path: "^app/components/", pathNot: TESTS },
      to: { path: "^app/routes/", pathNot: "^app/routes/__" },
    },
    {
      name: "content-types-stay-plain-data",
      severity: "error",
      comment:
        "The declarations are read in the browser too (the sidebar, permissions): they name types of other layers " +
        "and load their commands lazily on the server, and import nothing else at run time.",
      from: { path: "^app/content-types/", pathNot: TESTS },
      to: { path: "^app/", pathNot: "^app/content-types/", dependencyTypesNot: ["type-only", "dynamic-import"] },
    },
    {
      name: "components-never-import-server-code",
      severity: "error",
      comment:
        "Components are bundled for the browser: no *.server modules, services, models or the database at run time. " +
        "A component may name the type of the data a loader hands it (import type), which the build erases.",
      from: { path: "^app/components/", pathNot: TESTS },
      to: {
        path: ["\\.server\\.tsx?$", "^app/(services|models|db|routes)/"],
        pathNot: "^app/db/schema\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^public/build/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
