// Drops the Go crash dump esbuild's helper sometimes prints after a complete build
// (evanw/esbuild#3635); a failed step shows it.
import { spawn } from "node:child_process";
import readline from "node:readline";

export const HELPER_EXIT_DUMP = "fatal error: all goroutines are asleep - deadlock!";

/**
 * @param {string} script
 * @param {string[]} args
 * @param {{ cwd?: string, stderr?: { write(text: string): unknown } }} [options]
 * @returns {Promise<number>}
 */
export function runBuildStep(script, args, { cwd, stderr = process.stderr } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, stdio: ["inherit", "inherit", "pipe"] });
    const dropped = [];
    readline.createInterface({ input: child.stderr }).on("line", (line) => {
      if (dropped.length > 0 || line === HELPER_EXIT_DUMP) dropped.push(line);
      else stderr.write(line + "\n");
    });
    // "close", not "exit": the helper process shares the pipe and may write after the step has ended.
    child.on("close", (code) => {
      if (code === 0) return resolve(0);
      if (dropped.length > 0) stderr.write(dropped.join("\n") + "\n");
      resolve(code ?? 1);
    });
  });
}
