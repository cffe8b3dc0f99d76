// The old client joined "/api/logout" onto its "/api" base (docs/product.md#json-api).
export { action, loader } from "./api.logout";
