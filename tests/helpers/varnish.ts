import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, type AppProcess } from "./process";

/**
 * Debian's varnishd with the shipped configuration (deploy/varnish/default.vcl),
 * its backends replaced by the given instances, on a free port.
 */

const SHIPPED_VCL = path.resolve(import.meta.dirname, "../../deploy/varnish/default.vcl");

export interface VarnishProcess {
  url: string;
  stop(): Promise<void>;
}

/** The shipped VCL with these instances as its backends. */
function vclFor(apps: AppProcess[]): string {
  const shipped = fs.readFileSync(SHIPPED_VCL, "utf8");
  const backends = apps
    .map((app, index) => `backend site${index + 1} {\n  .host = "127.0.0.1";\n  .port = "${app.port}";\n}`)
    .join("\n");
  const director = apps.map((_, index) => `  site.add_backend(site${index + 1});`).join("\n");
  return shipped
    .replace(/# BEGIN backends[^\n]*\n[\s\S]*?# END backends/, backends)
    .replace(/ {2}# BEGIN director\n[\s\S]*?# END director/, director);
}

/** A free port for Varnish, known before the instances start (they purge it). */
export async function varnishUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/** Starts varnishd at `url` in front of `apps` and waits until it answers /healthz. */
export async function startVarnish(url: string, apps: AppProcess[]): Promise<VarnishProcess> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "varnish-work-"));
  fs.chmodSync(workDir, 0o755);
  const vclPath = path.join(workDir, "site.vcl");
  fs.writeFileSync(vclPath, vclFor(apps));
  fs.chmodSync(vclPath, 0o644);
  const child = spawn("varnishd", ["-F", "-n", workDir, "-a", new URL(url).host, "-f", vclPath, "-s", "malloc,64m"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const status = await fetch(`${url}/healthz`).then((response) => response.status, () => 0);
    if (status === 200) return { url, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether varnishd and the xkey module are installed. */
export function varnishInstalled(): boolean {
  return fs.existsSync("/usr/sbin/varnishd") && fs.readdirSync("/usr/lib").some((dir) => fs.existsSync(path.join("/usr/lib", dir, "varnish/vmods/libvmod_xkey.so")));
}
