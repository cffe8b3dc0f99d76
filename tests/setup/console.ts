import { afterEach, beforeEach, vi } from "vitest";

/**
 * An unexpected console.error fails the test. A test that expects one spies on
 * console.error itself (vi.spyOn) and asserts on it.
 */
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const unexpected = errors;
  console.error = original;
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error: ${unexpected.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
