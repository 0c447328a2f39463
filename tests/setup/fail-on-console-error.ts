import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A console.error during a test is a bug the test did not see: fail the test with it.
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.join("\n")}`);
});
