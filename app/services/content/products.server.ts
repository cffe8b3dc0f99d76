import { createProduct, deleteProduct, getProductById, listProducts, updateProduct } from "~/models/product.server";
import { catalogItemResource } from "./catalog-items.server";

/** `products`: the admin's projects screens and /api/admin/products. */
export const products = catalogItemResource({
  name: "products",
  entity: "product",
  label: { one: "product", many: "products" },
  model: { list: listProducts, getById: getProductById, create: createProduct, update: updateProduct, remove: deleteProduct },
});
