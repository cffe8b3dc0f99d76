import { createSolution, deleteSolution, getSolutionById, listSolutions, updateSolution } from "~/models/solution.server";
import { catalogItemResource } from "./catalog-items.server";

/** `solutions`: the admin's services screens and /api/admin/solutions. */
export const solutions = catalogItemResource({
  name: "solutions",
  entity: "solution",
  label: { one: "solution", many: "solutions" },
  model: { list: listSolutions, getById: getSolutionById, create: createSolution, update: updateSolution, remove: deleteSolution },
});
