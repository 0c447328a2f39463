import { describe, expect, it } from "vitest";
import { bwrapArgs, type CommandPlan, sandboxCommand } from "./command";
import type { SandboxHost } from "./host";
import { DEFAULT_RUN_LIMITS } from "./limits";

const host: SandboxHost = {
  bwrap: "/usr/bin/bwrap",
  prlimit: "/usr/bin/prlimit",
  setpriv: "/usr/bin/setpriv",
  bash: "/usr/bin/bash",
  javaHome: "/usr/lib/jvm/java-17-openjdk-amd64",
  javaEtcPaths: ["/etc/java-17-openjdk/jvm-amd64.cfg", "/etc/ssl/certs/java/cacerts"],
  goRoot: "/usr/lib/go-1.23",
  gxx: "/usr/bin/g++",
  rootEntries: [
    { name: "bin", symlinkTo: "usr/bin" },
    { name: "lib64", symlinkTo: "usr/lib64" },
  ],
};

const plan = (over: Partial<CommandPlan> = {}): CommandPlan => ({
  host,
  workDir: "/srv/jobs/job-1",
  etcDir: "/srv/jobs/etc-1",
  hostUid: 60_000,
  goCache: null,
  cppHeaders: null,
  env: {},
  argv: ["./main"],
  limits: DEFAULT_RUN_LIMITS,
  ...over,
});

/** Each "--option value…" of an argument list, as text, to look for whole options. */
const joined = (args: string[]) => ` ${args.join(" ")} `;

describe("bwrapArgs", () => {
  it("unshares every namespace and keeps the job from making user namespaces of its own", () => {
    const args = joined(bwrapArgs(plan()));
    for (const option of [
      "--unshare-all",
      "--unshare-user",
      "--disable-userns",
      "--die-with-parent",
      "--new-session",
    ]) {
      expect(args).toContain(` ${option} `);
    }
    expect(args).toContain(" --clearenv ");
    expect(args).toContain(" --uid 1000 --gid 1000 ");
  });

  it("mounts the system read-only, /etc only in part, and the work directory at /work", () => {
    const args = joined(bwrapArgs(plan()));
    expect(args).toContain(" --ro-bind /usr /usr ");
    expect(args).toContain(" --symlink usr/bin /bin ");
    expect(args).toContain(" --ro-bind /srv/jobs/etc-1/passwd /etc/passwd ");
    expect(args).toContain(" --ro-bind-try /etc/java-17-openjdk/jvm-amd64.cfg /etc/java-17-openjdk/jvm-amd64.cfg ");
    expect(args).not.toMatch(/ \/etc\/ssl /);
    expect(args).not.toMatch(/ --(ro-)?bind \/etc \/etc /);
    expect(args).not.toContain(" /home ");
    expect(args).not.toContain(" /root ");
    expect(args).toContain(" --bind /srv/jobs/job-1 /work ");
    expect(args).toContain(` --size ${64 * 1024 * 1024} --tmpfs /tmp `);
    // Remounted read-only after every mount is made, or the job could fill memory through them.
    expect(args).toMatch(/ --remount-ro \/dev --remount-ro \/ --chdir \/work /);
  });

  it("gives the warm Go cache read-only unless it is being filled, and the precompiled C++ headers read-only", () => {
    expect(joined(bwrapArgs(plan({ goCache: { dir: "/c", writable: false } })))).toContain(" --ro-bind /c /gocache ");
    expect(joined(bwrapArgs(plan({ goCache: { dir: "/c", writable: true } })))).toContain(" --bind /c /gocache ");
    expect(joined(bwrapArgs(plan({ cppHeaders: "/h" })))).toContain(" --ro-bind /h /pch ");
    expect(joined(bwrapArgs(plan()))).not.toContain("/pch");
  });

  it("sets a minimal environment, which the run's own variables override", () => {
    expect(joined(bwrapArgs(plan()))).toContain(" --setenv HOME /work ");
    const args = joined(bwrapArgs(plan({ env: { GOFLAGS: "", HOME: "/elsewhere" } })));
    expect(args).not.toContain(" --setenv HOME /work ");
    expect(args).toContain(" --setenv HOME /elsewhere ");
    expect(args).toContain(" --setenv GOCACHE /work/.gocache ");
    expect(args).toMatch(/ --setenv PATH \/usr\/lib\/jvm\/java-17-openjdk-amd64\/bin:\/usr\/lib\/go-1.23\/bin:/);
  });
});

describe("sandboxCommand", () => {
  it("drops from root to the job's host user before bwrap, and limits inside the sandbox", () => {
    const command = sandboxCommand(plan());
    expect(command.slice(0, 3)).toEqual(["/usr/bin/setpriv", "--reuid=60000", "--regid=60000"]);
    const bwrapAt = command.indexOf("/usr/bin/bwrap");
    const prlimitAt = command.indexOf("/usr/bin/prlimit");
    expect(bwrapAt).toBeGreaterThan(0);
    expect(prlimitAt).toBeGreaterThan(bwrapAt);
    expect(command).toContain("--nproc=64:64");
    expect(command.at(-1)).toBe("./main");
  });

  it("runs bwrap directly when the runner is not root", () => {
    expect(sandboxCommand(plan({ hostUid: null }))[0]).toBe("/usr/bin/bwrap");
  });
});
