// The old client joined "/api/frontend/get-setting" onto its "/api" base (PRODUCT §8).
export { action, loader } from "./api.frontend.get-setting";
