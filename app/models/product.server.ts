import { catalogItemModel } from "./catalog-item.server";

export type {
  CatalogItem as Product, CatalogItemSummary as ProductSummary, CatalogItemListItem as ProductListItem,
  CatalogItemListParams as ProductListParams,
} from "./catalog-item.server";

const model = catalogItemModel({ table: "product", categoryTable: "product_category", noun: "product" });

export const listProducts = model.list;
export const listPublicProducts = model.listPublic;
export const getProductById = model.getById;
export const getProductBySlug = model.getBySlug;
export const getPublicProductBySlug = model.getPublicBySlug;
export const isProductSlugTaken = model.isSlugTaken;
export const createProduct = model.create;
export const updateProduct = model.update;
export const deleteProduct = model.remove;
