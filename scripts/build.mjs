import path from "node:path";
import { runBuildStep } from "./build-step.mjs";

const root = path.resolve(import.meta.dirname, "..");

const remixStatus = await runBuildStep(path.join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), ["build"], { cwd: root });
if (remixStatus !== 0) process.exit(remixStatus);
process.exit(await runBuildStep(path.join(root, "scripts", "build-server.mjs"), [], { cwd: root }));
