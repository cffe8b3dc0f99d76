import { ensureBuild } from "../helpers/process";

/** Builds the site once when the build is missing or older than the sources. */
export default function setup() {
  if (process.env.FAULTS_SKIP_BUILD === "true") return;
  ensureBuild();
}
