import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { HELPER_EXIT_DUMP, runBuildStep } from "./build-step.mjs";

const DUMP = [HELPER_EXIT_DUMP, "", "goroutine 1 [chan receive]:", "main.runService(0x1)"];

/** A step that writes `lines` to its standard error, then exits with `status`. */
function step(lines: string[], status: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-step-"));
  const file = path.join(dir, "step.mjs");
  fs.writeFileSync(file, `process.stderr.write(${JSON.stringify(lines.join("\n") + "\n")}); process.exit(${status});`);
  return file;
}

async function run(lines: string[], status: number) {
  let written = "";
  const stderr = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const code = await runBuildStep(step(lines, status), [], { cwd: os.tmpdir(), stderr });
  return { code, written };
}

describe("a build step", () => {
  it("drops the esbuild helper's crash dump after a step that succeeded, and keeps what came before it", async () => {
    const { code, written } = await run(["a warning worth reading", ...DUMP], 0);
    expect(code).toBe(0);
    expect(written).toBe("a warning worth reading\n");
  });

  it("shows the dump, and passes the status on, when the step failed", async () => {
    const { code, written } = await run(["the build broke", ...DUMP], 3);
    expect(code).toBe(3);
    expect(written).toBe(["the build broke", ...DUMP].join("\n") + "\n");
  });

  it("shows every line of a step without a dump", async () => {
    const { code, written } = await run(["one", "two"], 0);
    expect(code).toBe(0);
    expect(written).toBe("one\ntwo\n");
  });
});
