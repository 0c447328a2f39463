import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PASSWD } from "./command";
import { prepareGoCache } from "./go-cache";
import { DEFAULT_COMPILE_LIMITS, type SandboxLimits } from "./limits";
import { createJobSandbox, type JobSandbox, type SandboxResult } from "./sandbox";
import { HOSTILE_LIMITS, peakThreadsDuring, processesLeft, TEST_GO_CACHE, TEST_HOST_UIDS } from "./test-support";
import { type LanguageId, TOOLCHAINS } from "./toolchains";

const MiB = 1024 * 1024;
const SOURCE_FILES: Record<LanguageId, string> = { cpp: "main.cpp", java: "Main.java", go: "main.go" };

/** Sources that make the compiler itself blow up: exponential templates, constant strings doubled. */
const COMPILE_BOMBS: Record<LanguageId, { source: string; memoryBytes: number }> = {
  cpp: {
    source: `template <int N, long M> struct Tree {
  static constexpr long value = Tree<N - 1, 2 * M>::value + Tree<N - 1, 2 * M + 1>::value;
};
template <long M> struct Tree<0, M> { static constexpr long value = M; };
int main() { return Tree<40, 0>::value == 0; }
`,
    memoryBytes: 128 * MiB,
  },
  java: {
    source: `public class Main {\n  static final String S0 = "0123456789abcdef";\n${Array.from(
      { length: 40 },
      (_, i) => `  static final String S${i + 1} = S${i} + S${i};`,
    ).join("\n")}\n  public static void main(String[] args) { System.out.println(S40.length()); }\n}\n`,
    memoryBytes: 256 * MiB,
  },
  go: {
    source: `package main\n\nconst s0 = "0123456789abcdef"\n${Array.from(
      { length: 40 },
      (_, i) => `const s${i + 1} = s${i} + s${i}`,
    ).join("\n")}\n\nfunc main() { println(len(s40)) }\n`,
    memoryBytes: 128 * MiB,
  },
};

const startOnHost = () => new Promise<Error | null>((resolve) => execFile("true", (error) => resolve(error)));

type Suite = {
  language: LanguageId;
  toolchain: (typeof TOOLCHAINS)[LanguageId];
  file: string;
  uid: number;
  goCache: string | undefined;
  state: { source: string; sandbox: JobSandbox; dataDir: string };
  compile(job: JobSandbox, limits?: SandboxLimits): Promise<SandboxResult>;
  hostile(mode: string, args?: string[], limits?: Partial<SandboxLimits>): Promise<SandboxResult>;
  /** A normal run right after, in the same sandbox, and no process of the job's user left. */
  expectStillWorks(): Promise<void>;
};

function makeSuite(language: LanguageId): Suite {
  const toolchain = TOOLCHAINS[language];
  const file = SOURCE_FILES[language];
  const uid = TEST_HOST_UIDS[language];
  const state = { source: "", sandbox: undefined as unknown as JobSandbox, dataDir: "" };
  const hostile: Suite["hostile"] = (mode, args = [], limits = {}) => {
    const all = { ...HOSTILE_LIMITS, ...limits };
    return state.sandbox.run({ argv: [...toolchain.run(all), mode, ...args], env: toolchain.env, limits: all });
  };
  return {
    language,
    toolchain,
    file,
    uid,
    goCache: language === "go" ? TEST_GO_CACHE : undefined,
    state,
    compile: (job, limits = DEFAULT_COMPILE_LIMITS) =>
      job.run({ argv: toolchain.compile([file], limits), env: toolchain.env, limits }),
    hostile,
    async expectStillWorks() {
      expect(await processesLeft(uid)).toEqual([]);
      const hello = await hostile("hello");
      expect(hello).toMatchObject({ ended: "exited", exitCode: 0, stdout: "hello\n" });
      expect(await processesLeft(uid)).toEqual([]);
    },
  };
}

/** Each limit ends its bomb with the right name, and the host does not feel it. */
function limitsTests(suite: Suite) {
  it("a fork bomb stays within the process limit while the host still starts processes", async () => {
    const bomb = suite.hostile("fork", [], { wallMs: 2_500 });
    const [{ result, peak }, hostError] = await Promise.all([peakThreadsDuring(suite.uid, bomb), startOnHost()]);
    expect(["wall_time", "cpu_time", "exited"]).toContain(result.ended);
    // The limit counts the job's processes and threads; bwrap's own outer process adds one.
    expect(peak).toBeLessThanOrEqual(HOSTILE_LIMITS.processes + 2);
    expect(hostError).toBeNull();
    await suite.expectStillWorks();
  }, 30_000);

  it("a memory bomb ends as memory", async () => {
    expect((await suite.hostile("memory")).ended).toBe("memory");
    await suite.expectStillWorks();
  }, 30_000);

  it("endless output ends as output, with what came before the limit", async () => {
    const result = await suite.hostile("output");
    expect(result.ended).toBe("output");
    expect(result.stdout.length).toBeLessThanOrEqual(HOSTILE_LIMITS.outputBytes);
    expect(result.stdout).toMatch(/^endless output/);
    await suite.expectStillWorks();
  }, 30_000);

  it("sleeping forever ends at the wall clock, process tree and all", async () => {
    const result = await suite.hostile("sleep", [], { wallMs: 1_500 });
    expect(result.ended).toBe("wall_time");
    await suite.expectStillWorks();
  }, 30_000);

  it("spinning ends at the CPU limit", async () => {
    const result = await suite.hostile("spin", [], { cpuSeconds: 1, wallMs: 30_000 });
    expect(result.ended).toBe("cpu_time");
    await suite.expectStillWorks();
  }, 45_000);
}

/** The job sees its own files, a read-only system and nothing of the host. */
function filesTests(suite: Suite) {
  it("writes nowhere but /work and /tmp, and /tmp is gone by the next run", async () => {
    const targets = ["/usr", "", "/etc", "/dev", "/dev/shm", "/proc", "/gocache", "/work", "/tmp"];
    const result = await suite.hostile("write", [...targets.map((dir) => `${dir}/hostile-${suite.language}`)]);
    const lines = result.stdout.split("\n");
    const written = targets.filter((dir) => lines.includes(`${dir}/hostile-${suite.language}: written`));
    expect(written).toEqual(["/work", "/tmp"]);
    expect(existsSync(path.join(suite.state.sandbox.workDir, `hostile-${suite.language}`))).toBe(true);
    expect(existsSync(`/hostile-${suite.language}`) || existsSync(`/usr/hostile-${suite.language}`)).toBe(false);
    expect((await suite.hostile("read", [`/tmp/hostile-${suite.language}`])).stdout).toContain("unreadable");
    await suite.expectStillWorks();
  }, 30_000);

  it("reads the sandbox's own /etc/passwd, and no other file of /etc", async () => {
    const result = await suite.hostile("read", ["/etc/passwd", "/etc/shadow", "/etc/hosts", "/etc/hostname"]);
    expect(result.stdout).toContain(`/etc/passwd: ${SANDBOX_PASSWD}\n`);
    expect(result.stdout).not.toContain("root:");
    for (const other of ["shadow", "hosts", "hostname"]) expect(result.stdout).toContain(`/etc/${other}: unreadable`);
    await suite.expectStillWorks();
  }, 30_000);

  it("cannot read the app's data directory, the app or the host's home directories", async () => {
    const paths = [
      path.join(suite.state.dataDir, "secret.txt"),
      path.join(process.cwd(), "package.json"),
      "/root/.bashrc",
    ];
    const result = await suite.hostile("read", paths);
    for (const file of paths) expect(result.stdout).toContain(`${file}: unreadable`);
    expect(result.stdout).not.toContain("the app's secret");
    await suite.expectStillWorks();
  }, 30_000);
}

/** The job's processes see no secret and reach no one. */
function processesTests(suite: Suite) {
  it("sees none of the runner's environment, in its own or any process of the sandbox", async () => {
    process.env.SECRET_FOR_TEST = `secret-${suite.language}-${process.pid}`;
    const result = await suite.hostile("env");
    expect(result.stdout).toContain("HOME=/work");
    expect(result.stdout).toContain("/proc/1/environ");
    expect(result.stdout).not.toContain(process.env.SECRET_FOR_TEST);
    expect(result.stdout).not.toMatch(/DATA_DIR|DATABASE_URL|AUTH_SECRET|HOME=\/root/);
    await suite.expectStillWorks();
  }, 30_000);

  it("cannot connect to the host's loopback nor to any other address", async () => {
    let connections = 0;
    const server = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = String((server.address() as net.AddressInfo).port);
      expect((await suite.hostile("connect", ["127.0.0.1", port])).stdout).toMatch(/^refused: .*refused/i);
      expect((await suite.hostile("connect", ["10.1.2.3", "80"])).stdout).toMatch(/^refused: .*unreachable/i);
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
    await suite.expectStillWorks();
  }, 30_000);

  it("a shell it starts is as confined as the job itself", async () => {
    const result = await suite.hostile("shell");
    expect(result.stdout).toContain("shell ran");
    expect(result.stdout).toContain("uid=1000(runner)");
    expect(result.stdout).not.toMatch(/^(home|root|var|mnt|opt)$/m);
    await suite.expectStillWorks();
  }, 30_000);
}

/** A compiler under attack, and what remains after the job. */
function compileTests(suite: Suite) {
  it("a compile that explodes ends as memory, and the next compile in the sandbox works", async () => {
    const job = await createJobSandbox({ hostUid: suite.uid, goCache: suite.goCache });
    try {
      await job.writeFile(suite.file, COMPILE_BOMBS[suite.language].source);
      const limits = {
        ...DEFAULT_COMPILE_LIMITS,
        memoryBytes: COMPILE_BOMBS[suite.language].memoryBytes,
        cpuSeconds: 15,
      };
      const bomb = await suite.compile(job, { ...limits, wallMs: 90_000 });
      expect(bomb.ended).toBe("memory");
      await job.writeFile(suite.file, suite.state.source);
      expect(await suite.compile(job)).toMatchObject({ ended: "exited", exitCode: 0 });
      expect(
        await job.run({ argv: [...suite.toolchain.run(HOSTILE_LIMITS), "hello"], limits: HOSTILE_LIMITS }),
      ).toMatchObject({ stdout: "hello\n" });
    } finally {
      await job.dispose();
    }
    expect(existsSync(job.workDir)).toBe(false);
    expect(await processesLeft(suite.uid)).toEqual([]);
  }, 150_000);

  it("leaves nothing behind once disposed", async () => {
    await suite.state.sandbox.dispose();
    expect(existsSync(suite.state.sandbox.workDir)).toBe(false);
    expect(await processesLeft(suite.uid)).toEqual([]);
  });
}

/**
 * One program per language misbehaves in every way a submission might (fixtures/), each run followed
 * by a normal one in the same sandbox and a check that no process of the job's user is left.
 */
export function hostileSuite(language: LanguageId, usable: boolean) {
  const suite = makeSuite(language);
  const { state } = suite;
  describe.skipIf(!usable)(`${language} jobs that misbehave`, () => {
    beforeAll(async () => {
      state.source = await readFile(path.join(import.meta.dirname, "fixtures", suite.file), "utf8");
      state.dataDir = await mkdtemp(path.join(os.tmpdir(), "preppilot-test-data-"));
      await writeFile(path.join(state.dataDir, "secret.txt"), "the app's secret\n");
      if (suite.goCache) expect((await prepareGoCache(suite.goCache, { hostUid: suite.uid })).ok).toBe(true);
      state.sandbox = await createJobSandbox({ hostUid: suite.uid, goCache: suite.goCache });
      await state.sandbox.writeFile(suite.file, state.source);
      expect(await suite.compile(state.sandbox)).toMatchObject({ ended: "exited", exitCode: 0 });
    }, 240_000);
    afterAll(async () => {
      await state.sandbox?.dispose();
      await rm(state.dataDir, { recursive: true, force: true });
    });
    limitsTests(suite);
    filesTests(suite);
    processesTests(suite);
    compileTests(suite);
  });
}
