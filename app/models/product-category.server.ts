import { categoryModel } from "./category.server";

const model = categoryModel({
  table: "product_category",
  itemTable: "product",
  noun: "product category",
  itemNoun: { one: "product", many: "products" },
});

export const listProductCategories = model.list;
export const listProductCategoryOptions = model.listOptions;
export const listPublicProductCategories = model.listPublic;
export const getProductCategoryById = model.getById;
export const getPublicProductCategoryBySlug = model.getPublicBySlug;
export const createProductCategory = model.create;
export const updateProductCategory = model.update;
export const deleteProductCategory = model.remove;
