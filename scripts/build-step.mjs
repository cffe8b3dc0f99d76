// One step of `npm run build` (scripts/build.mjs): a node script run with the
// terminal's output, less the Go crash dump that the Remix compiler's esbuild
// helper process sometimes prints as the compiler exits after a complete
// build ("all goroutines are asleep - deadlock!", evanw/esbuild#3635). The
// dump is dropped only when the step succeeded; when it failed, it is shown.
import { spawn } from "node:child_process";
import readline from "node:readline";

export const HELPER_EXIT_DUMP = "fatal error: all goroutines are asleep - deadlock!";

/**
 * Runs `node script ...args` in `cwd`; resolves with its exit status.
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
