import { execFileSync } from "node:child_process";
import { postgresServerUrl } from "../helpers/process";

/**
 * Stops and starts the local PostgreSQL cluster that serves the test database
 * (Debian's pg_ctlcluster; we run as root). Another engineer's tests on the same
 * cluster see a few seconds of outage, no more: callers start it again in a
 * `finally`.
 */

export interface Cluster {
  version: string;
  name: string;
  stop: () => void;
  start: () => void;
}

/** The cluster listening on the port of the test server's URL, or an error naming what is missing. */
export function localCluster(serverUrl = postgresServerUrl()): Cluster {
  const port = new URL(serverUrl).port || "5432";
  let listing: string;
  try {
    listing = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  } catch {
    throw new Error("pg_lsclusters is not available: the restart test needs a local Debian PostgreSQL cluster it may restart");
  }
  const line = listing
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .find((fields) => fields[2] === port);
  if (!line) throw new Error(`no local PostgreSQL cluster listens on port ${port}:\n${listing}`);
  const [version, name] = line;
  const control = (action: "stop" | "start", extra: string[] = []) =>
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, name, action, ...extra], { stdio: "pipe" });
  return {
    version,
    name,
    // fast: end sessions at once instead of waiting for every client to leave.
    stop: () => control("stop", ["-m", "fast"]),
    start: () => {
      try {
        control("start");
      } catch (error) {
        // A stop that failed half-way may have left it running: that is the goal anyway.
        if (!String((error as { stderr?: Buffer }).stderr ?? "").includes("already running")) throw error;
      }
    },
  };
}
