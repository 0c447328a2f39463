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
  // GOPATH mode (GO111MODULE=off): module mode wants to write to the build cache, which a runner's job
  // reads warm but cannot write (sandbox/go-cache.ts), and then fails to find even the standard library.
  compileArgv: [
    "/usr/bin/env",
    "GO111MODULE=off",
    "GOTOOLCHAIN=local",
    "CGO_ENABLED=0",
    "go",
    "build",
    "-o",
    "main",
    ".",
  ],
  runArgv: () => ["./main"],
  readCompileError: readGoCompileError,
};
