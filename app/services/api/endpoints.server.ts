import { z } from "zod";
import { contactMessageSchema } from "~/schemas/contact-message";
import { pageSlug, slug } from "~/schemas/fields";
import { sortQueryFields } from "~/services/content/list-query";
import { registry } from "~/services/content/registry.server";
import type { AnyContentResource } from "~/services/content/resource";
import {
  adminSignInSchema, INVITATION_TTL_HOURS, invitationSchema, registrationSchema, signInSchema, userChangeSchema, USER_ROLES,
} from "~/schemas/user";
import { userJsonSchema } from "./user-shapes.server";
import { AUDIT_ACTIONS } from "~/schemas/audit";
import { auditEventSchema } from "./audit-json.server";
import { adminSettingEndpoints, publicSettingsSchema } from "./settings-shapes.server";
import { revisionEndpoints, revisionTags } from "./revision-shapes.server";
import { named, type Endpoint, type NamedSchema } from "./openapi.server";
import { publicResponses } from "./public-content.server";
import { searchResponseSchema } from "~/services/search/site-search.server";
import { redirectSchema } from "~/schemas/redirect";
import { redirectJsonSchema } from "~/services/content/redirects.server";
import { notFoundJsonSchema } from "~/services/content/not-found-report.server";
import { healthReportSchema } from "~/services/content/content-health.server";
import { countMetaSchema } from "./shapes";
import { localeQuery, newsTranslationResponse } from "./news-translation-shapes.server";
import { pageTranslationResponse } from "./page-translation-shapes.server";
import { catalogTranslationResponse, categoryTranslationResponse } from "./catalog-translation-shapes.server";
import { customerStoryTranslationResponse } from "./customer-story-translation-shape.server";
import { webhookEndpointChangeSchema, webhookEndpointSchema } from "~/schemas/webhook";
import { webhookDeliveryJsonSchema, webhookEndpointJsonSchema, webhookEndpointWithSecretJsonSchema } from "./webhook-shapes.server";
import { apiKeyEndpoints, apiKeyTag } from "./api-key-json.server";
import { dataOf, listOf, messageSchema, paginationMetaSchema } from "./shapes";
import { dateTimeJson, idJson, mediaIdJson, mediaUrlJson, nullableDateTimeJson } from "~/services/content/json";

// The OpenAPI document and the tests both walk this table, so no endpoint is undescribed or untested.

const BODY_ERRORS = [400, 413, 415, 419, 422];

const slugParam = { name: "slug", description: "The item's slug", schema: slug().unwrap() };
const pageSlugParam = { name: "slug", description: "The page's slug (never a reserved first path segment)", schema: pageSlug().unwrap() };
const idParam = { name: "id", description: "The record's id", schema: idJson() };

// Compatibility endpoints (docs/product.md#json-api, from the seed)

const tokenUserSchema = z.strictObject({ id: idJson(), name: z.string(), email: z.string(), token: z.string() });
const adminTokenSchema = z.strictObject({
  token: z.string(),
  user: z.strictObject({ id: idJson(), name: z.string(), email: z.string() }),
  type: z.string(),
});
const apiUserSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(["customer", "editor", "admin"]),
  admin_type: z.string().nullable(),
  last_login_at: nullableDateTimeJson(),
  created_at: dateTimeJson(),
});
const bootstrapCategorySchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
});
const bootstrapSchema = z.strictObject({
  settings: publicSettingsSchema,
  solution_categories: z.array(bootstrapCategorySchema),
  product_categories: z.array(bootstrapCategorySchema),
  menu_pages: z.array(z.strictObject({ id: idJson(), title: z.string(), slug: z.string(), sort_order: z.number().int() })),
});

const customerTokenResponse = named("CustomerToken", dataOf(tokenUserSchema));

function logoutEndpoints(path: string, idSuffix: string): Endpoint[] {
  return (["get", "post"] as const).map((method) => ({
    method,
    path,
    operationId: `logout${method === "get" ? "Get" : "Post"}${idSuffix}`,
    tag: "Authentication",
    summary: "End the token or session that authenticated the request",
    description: "The seed's client calls it with GET. A cookie-authenticated logout needs X-XSRF-TOKEN even as GET.",
    access: "user",
    success: [{ status: 200, description: "`Logged out.`; the token stops working", schema: messageSchema }],
    errors: [401, 419],
  }));
}

const publicSettingsResponse = named("PublicSettingsResponse", dataOf(publicSettingsSchema));

const getSettingQuery = z.object({
  name: z.string().optional().meta({ description: "Comma-separated names (profile,social,hero,counter,…); all public ones when absent" }),
});

const NOT_MODIFIED = { status: 304, description: "Not modified: the ETag sent in If-None-Match is current (callers without a credential)" };

function getSettingEndpoint(path: string, operationId: string): Endpoint {
  return {
    method: "get",
    path,
    operationId,
    tag: "Public",
    summary: "Public settings by name",
    access: "public",
    query: getSettingQuery,
    success: [{ status: 200, description: "The named settings, each with every field", schema: publicSettingsResponse }, NOT_MODIFIED],
    errors: [],
  };
}

const compatEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/sanctum/csrf-cookie",
    operationId: "csrfCookie",
    tag: "Authentication",
    summary: "Set the XSRF-TOKEN cookie",
    description: "Scripts copy the cookie into the X-XSRF-TOKEN header of cookie-authenticated writes.",
    access: "public",
    success: [{ status: 204, description: "No body", headers: { "Set-Cookie": "XSRF-TOKEN=…; Path=/; SameSite=Lax" } }],
    errors: [],
  },
  {
    method: "post",
    path: "/api/login",
    operationId: "customerLogin",
    tag: "Authentication",
    summary: "A customer's bearer token",
    access: "public",
    body: { fields: named("SignIn", signInSchema) },
    success: [{ status: 200, description: "The customer and a new token", schema: customerTokenResponse }],
    errors: [...BODY_ERRORS, 429],
  },
  {
    method: "post",
    path: "/api/admin/login",
    operationId: "adminLogin",
    tag: "Authentication",
    summary: "An admin's or editor's bearer token",
    description:
      "For an account with two-factor sign-in on, `code` is the authenticator app's current 6-digit code or an unused recovery code; " +
      "a missing or wrong code is 422 with `errors.code = [\"A valid two-factor code is required.\"]`. A code is accepted once, " +
      "and wrong codes count against the sign-in limit like wrong passwords. With REQUIRE_TWO_FACTOR on, the admin endpoints answer " +
      "403 to an admin or editor without two-factor until they turn it on at /admin/account.",
    access: "public",
    body: { fields: named("AdminSignIn", adminSignInSchema) },
    success: [{ status: 200, description: "The admin and a new token", schema: named("AdminToken", dataOf(adminTokenSchema)) }],
    errors: [...BODY_ERRORS, 429],
  },
  {
    method: "post",
    path: "/api/customer/register",
    operationId: "customerRegister",
    tag: "Authentication",
    summary: "Register a customer",
    access: "public",
    body: { fields: named("Registration", registrationSchema) },
    success: [{ status: 201, description: "The new customer and a token", schema: customerTokenResponse }],
    errors: [...BODY_ERRORS, 429],
  },
  {
    method: "get",
    path: "/api/user",
    operationId: "currentUser",
    tag: "Authentication",
    summary: "The signed-in user (the admin's when both are signed in)",
    access: "user",
    success: [{ status: 200, description: "The user", schema: named("CurrentUser", dataOf(apiUserSchema)) }],
    errors: [401],
  },
  ...logoutEndpoints("/api/logout", ""),
  ...logoutEndpoints("/api/api/logout", "Alias"),
  getSettingEndpoint("/api/frontend/get-setting", "getSetting"),
  getSettingEndpoint("/api/api/frontend/get-setting", "getSettingAlias"),
  {
    method: "get",
    path: "/api/lanex",
    operationId: "siteBootstrap",
    tag: "Public",
    summary: "The site's public bootstrap: settings, categories, menu pages",
    access: "public",
    success: [{ status: 200, description: "The bootstrap", schema: named("SiteBootstrap", dataOf(bootstrapSchema)) }, NOT_MODIFIED],
    errors: [],
  },
];

function publicRead(
  path: string,
  operationId: string,
  summary: string,
  options: { access?: "public" | "guarded"; schema: Endpoint["success"][number]["schema"]; slug?: "item" | "page"; query?: z.ZodObject },
): Endpoint {
  const guarded = options.access === "guarded";
  return {
    method: "get",
    path,
    operationId,
    tag: "Public",
    summary,
    description: guarded
      ? "Behind the same guard as its page: 401 without a customer or admin credential while site.require_login_for_details is on."
      : undefined,
    access: options.access ?? "public",
    pathParams: options.slug ? [options.slug === "page" ? pageSlugParam : slugParam] : undefined,
    query: options.query,
    success: [{ status: 200, description: "Found", schema: options.schema }, NOT_MODIFIED],
    errors: [...(options.query?.shape.locale ? [400] : []), ...(guarded ? [401] : []), ...(options.slug ? [404, 422] : [])],
  };
}

const publicEndpoints: Endpoint[] = [
  publicRead("/api/frontend/home", "publicHome", "Everything the home page shows; `?locale=` as that language's home shows it: the headline, slides, blocks, figures and video in its words (what has none there left out), the categories named in it, the featured products and news translated there", {
    schema: named("PublicHomeResponse", publicResponses.home),
    query: localeQuery,
  }),
  publicRead("/api/frontend/solution-categories", "publicSolutionCategories", "Published solution categories; `?locale=` lists those with a name in that language, in it", {
    schema: named("PublicCategoryList", publicResponses.categories),
    query: localeQuery,
  }),
  publicRead("/api/frontend/solution-categories/{slug}", "publicSolutionCategory", "A solution category and its live solutions; `?locale=` reads it by its slug in that language, with its solutions translated there (404 while the category is not translated there)", {
    schema: named("PublicSolutionCategoryResponse", publicResponses.solutionCategory),
    slug: "item",
    query: localeQuery,
  }),
  publicRead("/api/frontend/solutions/{slug}", "publicSolution", "A live solution with related solutions", {
    access: "guarded",
    schema: named("PublicCatalogItemResponse", publicResponses.catalogItem),
    slug: "item",
    query: localeQuery,
  }),
  publicRead("/api/frontend/product-categories", "publicProductCategories", "Published product categories; `?locale=` lists those with a name in that language, in it", {
    schema: named("PublicCategoryList", publicResponses.categories),
    query: localeQuery,
  }),
  publicRead("/api/frontend/product-categories/{slug}", "publicProductCategory", "A product category and its live products; `?locale=` reads it by its slug in that language, with its products translated there (404 while the category is not translated there)", {
    schema: named("PublicProductCategoryResponse", publicResponses.productCategory),
    slug: "item",
    query: localeQuery,
  }),
  publicRead("/api/frontend/products/{slug}", "publicProduct", "A live product with related products", {
    access: "guarded",
    schema: named("PublicCatalogItemResponse", publicResponses.catalogItem),
    slug: "item",
    query: localeQuery,
  }),
  publicRead("/api/frontend/news", "publicNewsList", "Live news, newest first, 9 a page", {
    schema: named("PublicNewsList", publicResponses.newsList),
    query: z.object({ page: z.number().int().min(1).optional().meta({ description: "Page number, from 1" }) }).extend(localeQuery.shape),
  }),
  publicRead("/api/frontend/news/{slug}", "publicNews", "A live article with its neighbours", {
    access: "guarded",
    schema: named("PublicNewsResponse", publicResponses.news),
    slug: "item",
    query: localeQuery,
  }),
  publicRead("/api/frontend/certificates", "publicCertificates", "Published certificates", {
    access: "guarded",
    schema: named("PublicCertificateList", publicResponses.certificates),
  }),
  publicRead("/api/frontend/pages/{slug}", "publicPage", "A live custom page", {
    schema: named("PublicPageResponse", publicResponses.page),
    slug: "page",
    query: localeQuery,
  }),
  publicRead("/api/frontend/search", "publicSearch", "Search the live solutions, products, news and pages, 10 a page; with `?locale=` other than the default, the live news, pages, solutions, products and customer stories translated into it, stemmed by its language, each at its address there", {
    schema: named("PublicSearchResults", searchResponseSchema),
    query: z
      .object({
        q: z.string().max(200).optional().meta({ description: "The words: quotes for a phrase, `or`, `-` to exclude; the last word also matches as a prefix" }),
        page: z.number().int().min(1).optional().meta({ description: "Page number, from 1" }),
      })
      .extend(localeQuery.shape),
  }),
  {
    method: "post",
    path: "/api/frontend/contact",
    operationId: "contact",
    tag: "Public",
    summary: "Send a message through the contact form",
    description:
      "`website` is a honeypot: leave it empty (a filled one is answered like a success and dropped). " +
      "Five messages per address in 10 minutes. The message is stored, then emailed to the company.",
    access: "public",
    body: { fields: named("ContactMessageInput", contactMessageSchema) },
    success: [{ status: 201, description: "Received", schema: messageSchema }],
    errors: [...BODY_ERRORS, 429],
  },
];

function pascal(words: string): string {
  return words.replace(/(^|[\s-])(\w)/g, (_, _sep: string, letter: string) => letter.toUpperCase());
}

const uploadFieldsSchema = z.object({
  alt: z.string().max(300).optional().meta({ description: "Alternative text (images)" }),
});

function adminResourceEndpoints(resource: AnyContentResource): Endpoint[] {
  const base = `/api/admin/${resource.name}`;
  const name = pascal(resource.label.one);
  const tag = pascal(resource.label.many);
  const item = named(name, dataOf(resource.itemSchema));
  const common = { tag, access: "admin" as const };
  const listQuery = resource.listQuerySchema as z.ZodObject;
  const sortKeys = resource.sortKeys.length > 0 ? (resource.sortKeys as [string, ...string[]]) : undefined;
  const endpoints: Endpoint[] = [
    {
      ...common,
      method: "get",
      path: base,
      operationId: `list${tag}`,
      summary: `List ${resource.label.many}`,
      description: sortKeys
        ? "Filters that do not parse are ignored; a `sort` or `dir` that is not one of its values is refused with 422 naming the parameter."
        : "One order: `sort` is refused with 422.",
      query: sortKeys ? listQuery.extend(sortQueryFields(sortKeys)) : listQuery,
      success: [{ status: 200, description: "One page of the list", schema: named(`${name}List`, listOf(resource.listItemSchema, paginationMetaSchema)) }],
      errors: [401, 403, 422],
    },
    {
      ...common,
      method: "get",
      path: `${base}/{id}`,
      operationId: `get${name}`,
      summary: `One ${resource.label.one}`,
      pathParams: [idParam],
      success: [{ status: 200, description: "Found", schema: item }],
      // 400: a `?locale=` the site does not have, or on a type without translations.
      errors: [400, 401, 403, 404],
    },
  ];
  if (resource.name === "media") {
    endpoints.push({
      ...common,
      method: "post",
      path: base,
      operationId: `upload${name}`,
      summary: "Upload a file to the media library",
      description: "Images (JPEG, PNG, WebP, GIF, AVIF; 5 MB, 40 megapixels), PDFs (20 MB), videos (MP4, WebM; 100 MB). The type is read from the bytes.",
      body: { upload: { file: "file", fields: uploadFieldsSchema } },
      success: [{ status: 201, description: "Uploaded", schema: item }],
      errors: [400, 401, 403, 413, 419, 422],
    });
  } else if (resource.create && resource.schemas.create) {
    endpoints.push({
      ...common,
      method: "post",
      path: base,
      operationId: `create${name}`,
      summary: `Create a ${resource.label.one}`,
      body: { fields: named(`${name}Create`, resource.schemas.create) },
      success: [{ status: 201, description: "Created", schema: item }],
      errors: [401, 403, ...BODY_ERRORS],
    });
  }
  const writes: Array<["put" | "patch", z.ZodType | undefined, string]> = [
    ["put", resource.schemas.update, "Replace"],
    ["patch", resource.schemas.patch, "Change"],
  ];
  for (const [method, schema, verb] of writes) {
    if (!resource.update || !schema) continue;
    endpoints.push({
      ...common,
      method,
      path: `${base}/{id}`,
      operationId: `${method}${name}`,
      summary: `${verb} a ${resource.label.one}`,
      description: "Send the `version` you read; a stale one is refused with 409 and nothing is changed.",
      pathParams: [idParam],
      body: { fields: named(`${name}${method === "put" ? "Update" : "Patch"}`, schema) },
      success: [{ status: 200, description: "Saved", schema: item }],
      errors: [401, 403, 404, 409, ...BODY_ERRORS],
    });
  }
  endpoints.push({
    ...common,
    method: "delete",
    path: `${base}/{id}`,
    operationId: `delete${name}`,
    summary: `Delete a ${resource.label.one}`,
    description:
      "Refused with 409 while it is in use (a category with items, media used by content), naming why. " +
      "Content goes to the trash (/api/admin/trash) for 30 days; media and contact messages are deleted for good.",
    pathParams: [idParam],
    success: [{ status: 204, description: "Deleted" }],
    errors: [401, 403, 404, 409, 419],
  });
  const translation = TRANSLATIONS[resource.name];
  return translation ? withTranslations(endpoints, `${base}/{id}`, translation) : endpoints;
}

function zodOf(source: NamedSchema | z.ZodType | undefined): z.ZodType {
  if (!source) throw new Error("an endpoint to extend has a schema");
  return "name" in source && "schema" in source ? source.schema : (source as z.ZodType);
}

/** The resources with translations: what a translation is of, its fields, and its shape. */
const TRANSLATIONS: Record<string, { noun: string; fields: string; note: string; response: NamedSchema }> = {
  news: { noun: "article", fields: "{title, slug, excerpt, body, status, published_at, seo_title, seo_description, version}", note: "", response: newsTranslationResponse },
  pages: {
    noun: "page",
    fields: "{title, slug, body, sections, status, published_at, seo_title, seo_description, version}",
    note: " Left out, the sections stay as they are. Images, order and menu placement are the page's.",
    response: pageTranslationResponse,
  },
  solutions: {
    noun: "solution",
    fields: "{title, slug, summary, body, status, published_at, seo_title, seo_description, version}",
    note: " The category, image and order are the solution's.",
    response: catalogTranslationResponse,
  },
  products: {
    noun: "product",
    fields: "{title, slug, summary, body, status, published_at, seo_title, seo_description, version}",
    note: " The category, image and order are the product's.",
    response: catalogTranslationResponse,
  },
  "solution-categories": {
    noun: "category",
    fields: "{name, slug, description, version}",
    note: " A category's translation has no status: it shows while the category does.",
    response: categoryTranslationResponse,
  },
  "product-categories": {
    noun: "category",
    fields: "{name, slug, description, version}",
    note: " A category's translation has no status: it shows while the category does.",
    response: categoryTranslationResponse,
  },
  "customer-stories": {
    noun: "customer story",
    fields: "{title, slug, industry, summary, body, figures, quote_text, quote_role, status, published_at, seo_title, seo_description, version}",
    note:
      " The figures are the translation's own list, value and label both; the quote's words and role are translated, the quoted person is the story's." +
      " The customer's name, pictures and related items are the story's.",
    response: customerStoryTranslationResponse,
  },
};

/** `?locale=` on an item's GET and PUT reads and writes one translation (docs/locales.md). */
function withTranslations(endpoints: Endpoint[], path: string, translation: (typeof TRANSLATIONS)[string]): Endpoint[] {
  return endpoints.map((endpoint) => {
    if (endpoint.path !== path || (endpoint.method !== "get" && endpoint.method !== "put")) return endpoint;
    return {
      ...endpoint,
      query: localeQuery,
      description:
        endpoint.method === "get"
          ? `With \`?locale=\` other than the default locale: that translation of the ${translation.noun} (404 while there is none).`
          : `${endpoint.description} With \`?locale=\` other than the default locale: creates (201, no \`version\` needed) or updates (its own \`version\`) that translation. Its body is then \`${translation.fields}\`: the text fields of the ${translation.noun}, each checked as for the ${translation.noun}.${translation.note}`,
      success: [
        { ...endpoint.success[0], schema: z.union([zodOf(endpoint.success[0].schema), translation.response.schema]) },
        ...(endpoint.method === "put" ? [{ status: 201, description: "Translation created", schema: translation.response }] : []),
      ],
      errors: [...new Set([...(endpoint.errors ?? []), 400])],
    };
  });
}

const auditQuerySchema = z.object({
  actor: z.string().optional().meta({ description: 'Part of the actor\'s email, or "deleted user"' }),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entity: z.string().optional().meta({ description: "The entity type, such as user, news, setting" }),
  from: z.string().optional().meta({ description: "First day (YYYY-MM-DD, UTC)" }),
  to: z.string().optional().meta({ description: "Last day (YYYY-MM-DD, UTC)" }),
  page: z.string().optional().meta({ description: "Page number (50 a page)" }),
});

const redirectItem = named("Redirect", dataOf(redirectJsonSchema));
const redirectInput = named("RedirectInput", redirectSchema);
const redirectCommon = { tag: "Redirects", access: "admin" as const };
const redirectEndpoints: Endpoint[] = [
  {
    ...redirectCommon,
    method: "get",
    path: "/api/admin/redirects",
    operationId: "listRedirects",
    summary: "List every redirect, automatic and manual, newest first",
    query: z.object({
      q: z.string().optional().meta({ description: "A part of either path" }),
      page: z.number().int().min(1).optional().meta({ description: "Page number, from 1" }),
      per_page: z.number().int().min(1).optional().meta({ description: "Rows a page (20; at most 100)" }),
    }),
    success: [{ status: 200, description: "One page of the list", schema: named("RedirectList", listOf(redirectJsonSchema, paginationMetaSchema)) }],
    errors: [401, 403],
  },
  {
    ...redirectCommon,
    method: "post",
    path: "/api/admin/redirects",
    operationId: "createRedirect",
    summary: "Add a redirect",
    description:
      "A chain collapses (a target that redirects is replaced by its end, and redirects to the new path move on). " +
      "Refused with 422: a loop (the message names it), a path that serves a live page, a path outside the public site, a second redirect from one path.",
    body: { fields: redirectInput },
    success: [{ status: 201, description: "Created", schema: redirectItem }],
    errors: [401, 403, ...BODY_ERRORS],
  },
  {
    ...redirectCommon,
    method: "put",
    path: "/api/admin/redirects/{id}",
    operationId: "putRedirect",
    summary: "Change a redirect (it becomes manual)",
    description: "Every field, checked as a create is.",
    pathParams: [idParam],
    body: { fields: redirectInput },
    success: [{ status: 200, description: "Saved", schema: redirectItem }],
    errors: [401, 403, 404, ...BODY_ERRORS],
  },
  {
    ...redirectCommon,
    method: "delete",
    path: "/api/admin/redirects/{id}",
    operationId: "deleteRedirect",
    summary: "Delete a redirect",
    pathParams: [idParam],
    success: [{ status: 204, description: "Deleted" }],
    errors: [401, 403, 404, 419],
  },
  {
    ...redirectCommon,
    method: "get",
    path: "/api/admin/not-found",
    operationId: "listNotFound",
    summary: "The most-hit missing public paths of the last 30 days",
    description: "Counted within a minute; paths a redirect now answers are left out. At most 50.",
    success: [{ status: 200, description: "The paths, most hits first", schema: named("NotFoundList", listOf(notFoundJsonSchema, countMetaSchema)) }],
    errors: [401, 403],
  },
];

const userItem = named("User", dataOf(userJsonSchema));
const userCommon = { tag: "Users", access: "admin" as const };
const userEndpoints: Endpoint[] = [
  {
    ...userCommon,
    method: "get",
    path: "/api/admin/users",
    operationId: "listUsers",
    summary: "List every account (admins, editors and customers), newest first",
    query: z.object({
      q: z.string().optional().meta({ description: "A part of the name or the email" }),
      role: z.enum(USER_ROLES).optional(),
      page: z.number().int().min(1).optional().meta({ description: "Page number, from 1 (20 a page)" }),
    }),
    success: [{ status: 200, description: "One page of the list", schema: named("UserList", listOf(userJsonSchema, paginationMetaSchema)) }],
    errors: [401, 403, 422],
  },
  {
    ...userCommon,
    method: "post",
    path: "/api/admin/users",
    operationId: "inviteUser",
    summary: "Invite an admin or an editor",
    description:
      `The account is created without a password; an email carries a link to /admin/accept-invite/{token}, good for one use within ${INVITATION_TTL_HOURS} hours, ` +
      "where the person chooses a password and is signed in. Refused with 422 when the email already has an account.",
    body: { fields: named("UserInvitation", invitationSchema) },
    success: [{ status: 201, description: "Invited", schema: userItem }],
    errors: [401, 403, ...BODY_ERRORS],
  },
  {
    ...userCommon,
    method: "get",
    path: "/api/admin/users/{id}",
    operationId: "getUser",
    summary: "One account",
    pathParams: [idParam],
    success: [{ status: 200, description: "The account", schema: userItem }],
    errors: [401, 403, 404],
  },
  {
    ...userCommon,
    method: "patch",
    path: "/api/admin/users/{id}",
    operationId: "patchUser",
    summary: "Change an account's name or role, or disable or enable it",
    description:
      "Disabling ends every session and API token of the account at once. Refused with 409: a stale version, disabling or demoting " +
      "your own account, disabling or demoting the last active admin. Staff roles are admin and editor; a customer stays a customer.",
    pathParams: [idParam],
    body: { fields: named("UserChange", userChangeSchema) },
    success: [{ status: 200, description: "Saved", schema: userItem }],
    errors: [401, 403, 404, 409, ...BODY_ERRORS],
  },
  {
    ...userCommon,
    method: "delete",
    path: "/api/admin/users/{id}",
    operationId: "eraseUser",
    summary: "Erase a customer's account",
    description:
      "The account, its sessions and tokens are deleted; its audit events stay, their actor shown as \"deleted user\". " +
      "Staff accounts are refused with 409 (disable them instead).",
    pathParams: [idParam],
    success: [{ status: 204, description: "Erased" }],
    errors: [401, 403, 404, 409, 419],
  },
];

const webhookItem = named("WebhookEndpoint", dataOf(webhookEndpointJsonSchema));
const webhookWithSecret = named("WebhookEndpointWithSecret", dataOf(webhookEndpointWithSecretJsonSchema));
const webhookCommon = { tag: "Webhooks", access: "admin" as const };
const deliveryIdParam = { name: "deliveryId", description: "The delivery's id", schema: idJson() };
const webhookEndpoints: Endpoint[] = [
  {
    ...webhookCommon,
    method: "get",
    path: "/api/admin/webhooks",
    operationId: "listWebhookEndpoints",
    summary: "Every webhook endpoint (admins only)",
    success: [{ status: 200, description: "The endpoints, oldest first", schema: named("WebhookEndpointList", listOf(webhookEndpointJsonSchema, countMetaSchema)) }],
    errors: [401, 403],
  },
  {
    ...webhookCommon,
    method: "post",
    path: "/api/admin/webhooks",
    operationId: "createWebhookEndpoint",
    summary: "Add a webhook endpoint",
    description:
      "The answer carries the signing secret, shown this once. Refused with 422 naming the field: a URL that is not https " +
      "(plain http only to a host in WEBHOOK_ALLOW_HOSTS), a host that cannot be found or resolves to a private, loopback, " +
      "link-local or other non-public address (unless listed in WEBHOOK_ALLOW_HOSTS), an unknown or empty list of events.",
    body: { fields: named("WebhookEndpointInput", webhookEndpointSchema) },
    success: [{ status: 201, description: "Added", schema: webhookWithSecret }],
    errors: [401, 403, ...BODY_ERRORS],
  },
  {
    ...webhookCommon,
    method: "get",
    path: "/api/admin/webhooks/{id}",
    operationId: "getWebhookEndpoint",
    summary: "One webhook endpoint (without its secret)",
    pathParams: [idParam],
    success: [{ status: 200, description: "The endpoint", schema: webhookItem }],
    errors: [401, 403, 404],
  },
  {
    ...webhookCommon,
    method: "patch",
    path: "/api/admin/webhooks/{id}",
    operationId: "patchWebhookEndpoint",
    summary: "Change an endpoint's URL, events or description, or disable or enable it",
    description: "Fields left out stay as they are; a new URL is checked as on a create. Enabling starts the count of failures again.",
    pathParams: [idParam],
    body: { fields: named("WebhookEndpointChange", webhookEndpointChangeSchema) },
    success: [{ status: 200, description: "Saved", schema: webhookItem }],
    errors: [401, 403, 404, ...BODY_ERRORS],
  },
  {
    ...webhookCommon,
    method: "delete",
    path: "/api/admin/webhooks/{id}",
    operationId: "deleteWebhookEndpoint",
    summary: "Delete an endpoint and its deliveries",
    pathParams: [idParam],
    success: [{ status: 204, description: "Deleted" }],
    errors: [401, 403, 404, 419],
  },
  {
    ...webhookCommon,
    method: "get",
    path: "/api/admin/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    summary: "The endpoint's 50 newest deliveries, newest first",
    pathParams: [idParam],
    success: [{ status: 200, description: "The deliveries", schema: named("WebhookDeliveryList", listOf(webhookDeliveryJsonSchema, countMetaSchema)) }],
    errors: [401, 403, 404],
  },
  {
    ...webhookCommon,
    method: "post",
    path: "/api/admin/webhooks/{id}/rotate-secret",
    operationId: "rotateWebhookSecret",
    summary: "Make a new signing secret",
    description: "The answer carries the new secret, shown this once. For 24 hours each delivery is signed with both, so receivers can switch without losing an event.",
    pathParams: [idParam],
    success: [{ status: 200, description: "Rotated", schema: webhookWithSecret }],
    errors: [401, 403, 404, 419],
  },
  {
    ...webhookCommon,
    method: "post",
    path: "/api/admin/webhooks/{id}/deliveries/{deliveryId}/retry",
    operationId: "retryWebhookDelivery",
    summary: "Send a delivered or failed message again",
    description: "The same message id and body go out at once, with 24 hours of retries of their own. Refused with 409 while it is still pending.",
    pathParams: [idParam, deliveryIdParam],
    success: [{ status: 202, description: "Queued", schema: named("WebhookDelivery", dataOf(webhookDeliveryJsonSchema)) }],
    errors: [401, 403, 404, 409, 419],
  },
];

const healthEndpoint: Endpoint = {
  tag: "Redirects",
  access: "admin",
  method: "get",
  path: "/api/admin/health",
  operationId: "contentHealth",
  summary: "The content health report",
  description:
    "Images used without alt text, published items without an SEO description, links in rich text to site paths that answer 404, " +
    "and media uploaded over 90 days ago that nothing uses; each with the admin screen where it is fixed.",
  success: [{ status: 200, description: "The report", schema: named("ContentHealth", dataOf(healthReportSchema)) }],
  errors: [401, 403],
};

/** A declared read checks its query, so it can answer 422 naming the parameter. */
function withQueryRefusal(endpoint: Endpoint): Endpoint {
  if (!endpoint.query || endpoint.errors.includes(422)) return endpoint;
  return { ...endpoint, errors: [...endpoint.errors, 422] };
}

const declaredPublicEndpoints: Endpoint[] = Object.values(registry).flatMap((resource) =>
  (resource.publicReads ?? []).map((read) =>
    withQueryRefusal(
      publicRead(read.path, read.operationId, read.summary, {
        schema: named(read.schema.name, read.schema.schema),
        slug: read.path.includes("{slug}") ? "item" : undefined,
        query: read.query,
      }),
    ),
  ),
);

const adminEndpoints: Endpoint[] = [
  ...Object.values(registry).flatMap((resource) => adminResourceEndpoints(resource)),
  ...adminSettingEndpoints,
  ...revisionEndpoints,
  {
    tag: "Audit",
    access: "admin",
    method: "get",
    path: "/api/admin/audit-events",
    operationId: "listAuditEvents",
    summary: "The audit log, newest first (admins only)",
    query: auditQuerySchema,
    success: [{ status: 200, description: "One page of events", schema: named("AuditEventList", listOf(auditEventSchema, paginationMetaSchema)) }],
    errors: [401, 403, 422],
  },
  ...redirectEndpoints,
  healthEndpoint,
  ...userEndpoints,
  ...webhookEndpoints,
  ...apiKeyEndpoints,
];

export const API_ENDPOINTS: readonly Endpoint[] = [...compatEndpoints, ...publicEndpoints, ...declaredPublicEndpoints, ...adminEndpoints];

export const API_TAGS = [
  { name: "Authentication", description: "Tokens, the signed-in user, the XSRF cookie" },
  { name: "Public", description: "What the public site shows; reads behind guarded pages need a credential while the site says so" },
  ...Object.values(registry).map((resource) => ({ name: pascal(resource.label.many), description: `Admin: ${resource.label.many}` })),
  { name: "Settings", description: "Admin: settings by name, read and written as flat objects" },
  ...revisionTags,
  { name: "Audit", description: "Admin: who changed what and when" },
  { name: "Redirects", description: "Admin: redirects from old paths, the 404 log and the content health report" },
  { name: "Users", description: "Admin: accounts, invitations, roles, disabling and erasure (admins only)" },
  { name: "Webhooks", description: "Admin: endpoints that receive signed events, their deliveries (admins only)" },
  apiKeyTag,
];
