import { RUNNER_LANGUAGE_PACKAGES } from "@/shared/judge/languages";
import { DEFAULT_COMPILE_LIMITS, type SandboxLimits } from "./limits";

export type LanguageId = "java" | "cpp" | "go";

/**
 * How one language is compiled and run inside the sandbox. Commands name tools by their bare name:
 * the sandbox's PATH leads to the JDK's and Go's bin directories. Every command runs in /work, where the
 * harness wrote the sources; the compiled program is /work/main (C++, Go) or /work/*.class (Java).
 */
export type Toolchain = {
  /** The files a harness writes, the first holding the entry point. */
  sourceFiles: string[];
  compile(files: string[], limits?: SandboxLimits): string[];
  run(limits: SandboxLimits): string[];
  /** Added to the sandbox's environment for both commands. */
  env: Record<string, string>;
  versionCommand: string[];
  /** Debian packages that provide the toolchain (Go 1.23 comes from bookworm-backports). */
  aptPackages: readonly string[];
};

const MiB = 1024 * 1024;

/** Java thread stack (-Xss): every Java thread reserves it, and reserved stacks count as memory. */
export const JAVA_STACK_BYTES = 16 * MiB;
/** What the JVM takes besides its heap: its own code and data, a dozen thread stacks, the JIT's caches. */
const JVM_OVERHEAD_BYTES = 64 * MiB + 8 * JAVA_STACK_BYTES;
const JAVA_MIN_HEAP_BYTES = 32 * MiB;

/**
 * The JVM's heap: what the memory limit leaves once the JVM's overhead is paid, so that a program that
 * fills its memory meets `OutOfMemoryError: Java heap space` rather than a native allocation failure.
 */
export function javaHeapBytes(memoryBytes: number): number {
  return Math.max(JAVA_MIN_HEAP_BYTES, memoryBytes - JVM_OVERHEAD_BYTES);
}

const mebibytes = (bytes: number) => `${Math.max(1, Math.floor(bytes / MiB))}m`;

/**
 * JVM flags for both javac and java. The serial collector: one GC thread, and the smallest footprint
 * under the memory limit (G1 does not start with 16 MiB thread stacks in 512 MiB). The C1 compiler
 * alone: it starts javac about twice as fast, and tests of a few seconds ran as fast as with C2, whose
 * compiler threads spend the job's CPU time. No performance file in /tmp, crash reports in /tmp
 * rather than /work, the JVM's own warnings on standard error (by default they go to standard output,
 * which the harness reads).
 */
const JVM_COMMON = [
  "-XX:+UseSerialGC",
  "-XX:TieredStopAtLevel=1",
  "-XX:-UsePerfData",
  "-Xshare:auto",
  "-XX:ErrorFile=/tmp/hs_err_%p.log",
  "-Xlog:disable",
  "-Xlog:all=warning:stderr",
];

export const TOOLCHAINS: Record<LanguageId, Toolchain> = {
  java: {
    sourceFiles: ["Main.java", "Solution.java"],
    compile: (files, limits = DEFAULT_COMPILE_LIMITS) => [
      "javac",
      ...[...JVM_COMMON, `-Xmx${mebibytes(javaHeapBytes(limits.memoryBytes))}`].map((flag) => `-J${flag}`),
      "-encoding",
      "UTF-8",
      "-proc:none",
      "-d",
      "/work",
      ...files,
    ],
    run: (limits) => [
      "java",
      ...JVM_COMMON,
      `-Xmx${mebibytes(javaHeapBytes(limits.memoryBytes))}`,
      `-Xss${mebibytes(JAVA_STACK_BYTES)}`,
      "-cp",
      "/work",
      "Main",
    ],
    env: {},
    versionCommand: ["javac", "-version"],
    aptPackages: RUNNER_LANGUAGE_PACKAGES.java,
  },
  cpp: {
    sourceFiles: ["main.cpp"],
    compile: (files) => ["g++", "-std=c++17", "-O2", "-pipe", "-o", "main", ...files],
    run: () => ["./main"],
    env: {},
    versionCommand: ["g++", "--version"],
    aptPackages: RUNNER_LANGUAGE_PACKAGES.cpp,
  },
  go: {
    sourceFiles: ["main.go", "solution.go"],
    compile: () => ["go", "build", "-o", "main", "."],
    run: () => ["./main"],
    // GOPATH mode builds /work as it is, without a go.mod; GOCACHE is set by the sandbox (the shared warm
    // cache, read-only, or a private one in /work).
    env: {
      GO111MODULE: "off",
      GOPATH: "/work/.gopath",
      GOFLAGS: "",
      CGO_ENABLED: "0",
      GOTOOLCHAIN: "local",
      GOENV: "off",
      GOTELEMETRY: "off",
    },
    versionCommand: ["go", "version"],
    aptPackages: RUNNER_LANGUAGE_PACKAGES.go,
  },
};
