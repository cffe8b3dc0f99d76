// The old client joined "/api/logout" onto its "/api" base (PRODUCT §8).
export { action, loader } from "./api.logout";
