import { json, type AppLoadContext } from "@remix-run/node";
import { confirmDeleteId } from "~/components/admin/confirm-delete";
import { CATALOG_SCREENS, type CatalogKind } from "~/components/admin/catalog-screens";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { ADMIN_CACHE_HEADERS, actorOf, formError, invalid, optionalId } from "./admin-screen.server";
import { requireAdmin } from "./auth.server";
import { mediaOptions } from "./media-options.server";
import { redirectWithToast } from "./toast.server";

/**
 * /admin/service-category and /admin/project-category: every category on one
 * page, each row its own form (intent=update, intent=delete) plus a create
 * form (intent=create). Writes go through the content commands.
 */

const CATEGORIES = { solution: solutionCategories, product: productCategories } as const;

export const CATEGORIES_PER_PAGE = 50;

function listQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("confirm-delete");
  params.delete("index");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export async function categoryPageLoader(kind: CatalogKind, request: Request) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const resource = CATEGORIES[kind];
  const database = db();
  const page = await resource.list(database, { ...resource.listParams(url.searchParams), perPage: CATEGORIES_PER_PAGE });
  const images = await mediaOptions(database, "image", { include: page.items.map((item) => item.image_id) });
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await resource.get(database, confirmId) : undefined;
  return json(
    {
      items: page.items.map((item) => ({
        id: item.id,
        name: item.name,
        slug: item.slug,
        description: item.description,
        image_id: item.image_id,
        sort_order: item.sort_order,
        is_published: item.is_published,
        item_count: item.item_count,
        version: item.version,
      })),
      page: page.page,
      lastPage: page.lastPage,
      total: page.total,
      q: url.searchParams.get("q") ?? "",
      images,
      confirm: confirm ? { id: confirm.id, name: confirm.name } : null,
      listQuery: listQuery(url),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function categoryPageAction(kind: CatalogKind, request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request);
  const { category } = CATALOG_SCREENS[kind];
  const resource = CATEGORIES[kind];
  const form = await request.formData();
  const values = Object.fromEntries(form);
  const command = { actor: actorOf(admin), ip: clientIp(context) };
  const back = `${category.path}${listQuery(new URL(request.url))}`;
  const intent = form.get("intent");

  if (intent === "create") {
    const parsed = parseFormData(resource.schemas.create, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const result = await resource.create(db(), { ...command, input: parsed.data });
    if (!result.ok) return invalid(result.fieldErrors, values);
    return redirectWithToast(back, { type: "success", message: `${category.Noun} “${result.row.name}” created` });
  }

  const id = optionalId(form.get("id"));
  if (!id) return formError("Not found.", 404, values);

  if (intent === "update") {
    const parsed = parseFormData(resource.schemas.update, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
    const { version, ...input } = parsed.data;
    const result = await resource.update(db(), { ...command, id, version, input });
    if (!result.ok) {
      if (result.reason === "invalid") return invalid(result.fieldErrors, values);
      return formError(result.message, result.status, values);
    }
    return redirectWithToast(back, { type: "success", message: `${category.Noun} “${result.row.name}” saved` });
  }

  if (intent === "delete") {
    const current = await resource.get(db(), id);
    const result = await resource.remove(db(), { ...command, id });
    if (!result.ok) return formError(result.message, result.status, values);
    return redirectWithToast(back, { type: "success", message: `${category.Noun} “${current?.name ?? id}” deleted` });
  }

  return formError("This action is not supported.", 400, values);
}
