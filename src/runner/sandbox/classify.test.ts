import { describe, expect, it } from "vitest";
import { classifyEnd, decodeStatus, type EndFacts, parseTimes } from "./classify";

const facts = (over: Partial<EndFacts>): EndFacts => ({
  runnerKill: null,
  exitCode: 0,
  signal: null,
  stderr: "",
  cpuMs: 10,
  cpuSeconds: 2,
  ...over,
});

describe("decodeStatus", () => {
  it("reads 128 + n from the shell inside as signal n, by its usual name", () => {
    expect(decodeStatus(137, null)).toEqual({ exitCode: null, signal: "SIGKILL" });
    expect(decodeStatus(134, null)).toEqual({ exitCode: null, signal: "SIGABRT" });
    expect(decodeStatus(152, null)).toEqual({ exitCode: null, signal: "SIGXCPU" });
  });

  it("keeps plain exit codes and a signal that killed bwrap itself", () => {
    expect(decodeStatus(3, null)).toEqual({ exitCode: 3, signal: null });
    expect(decodeStatus(null, "SIGKILL")).toEqual({ exitCode: null, signal: "SIGKILL" });
  });
});

describe("parseTimes", () => {
  it("adds user and system time of the children line", () => {
    expect(parseTimes("0m0.001s 0m0.002s\n1m2.500s 0m0.250s\n")).toBe(62_750);
  });

  it("knows nothing when the report is missing or cut", () => {
    expect(parseTimes("")).toBeUndefined();
    expect(parseTimes("0m0.001s 0m0.002s\n")).toBeUndefined();
  });
});

describe("classifyEnd", () => {
  it("puts the runner's own kill first", () => {
    expect(classifyEnd(facts({ runnerKill: "output", signal: "SIGKILL" }))).toBe("output");
    expect(classifyEnd(facts({ runnerKill: "wall_time", signal: "SIGKILL" }))).toBe("wall_time");
  });

  it("reads the CPU limit from SIGXCPU, or from SIGKILL at the limit", () => {
    expect(classifyEnd(facts({ exitCode: null, signal: "SIGXCPU" }))).toBe("cpu_time");
    expect(classifyEnd(facts({ exitCode: null, signal: "SIGKILL", cpuMs: 3000 }))).toBe("cpu_time");
    expect(classifyEnd(facts({ exitCode: null, signal: "SIGKILL", cpuMs: 100 }))).toBe("exited");
  });

  it("reads a compiler process's CPU limit from its driver's report", () => {
    const stderr = "g++: internal compiler error: CPU time limit exceeded signal terminated program cc1plus";
    expect(classifyEnd(facts({ exitCode: 4, stderr }))).toBe("cpu_time");
    expect(classifyEnd(facts({ exitCode: 1, stderr: "compile: signal: killed", cpuMs: 2500 }))).toBe("cpu_time");
  });

  it("recognises each runtime's and compiler's out-of-memory message on a failed run", () => {
    for (const stderr of [
      "terminate called after throwing an instance of 'std::bad_alloc'",
      'Exception in thread "main" java.lang.OutOfMemoryError: Java heap space',
      "fatal error: runtime: out of memory",
      "fatal error: out of memory allocating heap arena metadata",
      "virtual memory exhausted: Cannot allocate memory",
      "There is insufficient memory for the Java Runtime Environment to continue.",
    ]) {
      expect(classifyEnd(facts({ exitCode: 1, stderr }))).toBe("memory");
    }
  });

  it("does not call a refused thread, or a successful run, memory", () => {
    const thread = "java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory";
    expect(classifyEnd(facts({ exitCode: 1, stderr: thread }))).toBe("exited");
    expect(classifyEnd(facts({ exitCode: 0, stderr: "std::bad_alloc caught, carrying on" }))).toBe("exited");
  });
});
