import type { NativeLanguage } from "@/runner/languages/native-language";
import { readGoCompileError } from "./compile-error";
import { buildGoProgram } from "./program";

/** Go 1.23's toolchain, at an absolute path: it is not on the sandbox's PATH. */
export const GO_BINARY = "/usr/lib/go-1.23/bin/go";

/**
 * Go, in LeetCode's form: top-level functions, design classes as `Constructor` and capitalised methods,
 * no package clause and no imports needed. The compile is `go build` of solution.go, main.go and go.mod
 * in the job's directory; GOCACHE comes from the environment. GOTOOLCHAIN=local keeps the go command
 * from looking for another toolchain, and CGO_ENABLED=0 from needing a C compiler.
 */
export const go: NativeLanguage = {
  id: "go",
  label: "Go",
  buildProgram: buildGoProgram,
  compileArgv: [
    "/usr/bin/env",
    "GOTOOLCHAIN=local",
    "CGO_ENABLED=0",
    GO_BINARY,
    "build",
    "-buildvcs=false",
    "-o",
    "main",
    ".",
  ],
  runArgv: () => ["./main"],
  readCompileError: readGoCompileError,
};
