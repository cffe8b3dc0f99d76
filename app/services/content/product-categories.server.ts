import {
  createProductCategory, deleteProductCategory, getProductCategoryById, listProductCategories, updateProductCategory,
} from "~/models/product-category.server";
import { categoryResource } from "./categories.server";

/** `product-categories`: the admin's Product Category screen and /api/admin/product-categories. */
export const productCategories = categoryResource({
  name: "product-categories",
  entity: "product_category",
  label: { one: "product category", many: "product categories" },
  model: {
    list: listProductCategories,
    getById: getProductCategoryById,
    create: createProductCategory,
    update: updateProductCategory,
    remove: deleteProductCategory,
  },
});
