// The old client joined "/api/frontend/get-setting" onto its "/api" base (docs/product.md#json-api).
export { action, loader } from "./api.frontend.get-setting";
