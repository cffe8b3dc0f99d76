import { catalogItemModel } from "./catalog-item.server";

const model = catalogItemModel({ table: "product", categoryTable: "product_category", noun: "product" });

export const listProducts = model.list;
export const listPublicProducts = model.listPublic;
export const getProductById = model.getById;
export const getProductBySlug = model.getBySlug;
export const getPublicProductBySlug = model.getPublicBySlug;
export const createProduct = model.create;
export const updateProduct = model.update;
export const deleteProduct = model.remove;
