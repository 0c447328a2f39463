import path from "node:path";
import type { SandboxHost } from "./host";
import { DEFAULT_TMP_BYTES, prlimitOptions, type SandboxLimits } from "./limits";

/** The uid and gid the job sees inside the sandbox, named `runner` by the sandbox's own /etc/passwd. */
export const SANDBOX_UID = 1000;
export const SANDBOX_GID = 1000;
export const SANDBOX_PASSWD = `runner:x:${SANDBOX_UID}:${SANDBOX_GID}:runner:/work:/usr/sbin/nologin\n`;
export const SANDBOX_GROUP = `runner:x:${SANDBOX_GID}:\n`;

/**
 * The first program inside the sandbox. It closes every descriptor it was given besides standard
 * input, output and error and the status pipe (a runner may have inherited others), runs the job with
 * the status pipe closed too, then reports the CPU time the job used on that pipe. Its own messages
 * ("CPU time limit exceeded"…) go nowhere: standard error is the job's.
 */
const WRAPPER = [
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's parameter expansion, not a template.
  'for f in /proc/$$/fd/*; do n="${f##*/}"; if [ "$n" -gt 3 ] 2>/dev/null; then eval "exec $n>&-"; fi; done',
  "exec 4>&2 2>/dev/null",
  '(exec 2>&4 4>&- 3>&-; exec "$@")',
  "s=$?",
  "times >&3",
  'exit "$s"',
].join("\n");

export type CommandPlan = {
  host: SandboxHost;
  /** Host directory mounted read-write at /work. */
  workDir: string;
  /** Host directory holding the sandbox's passwd and group files. */
  etcDir: string;
  /** Host user the job runs as when the runner is root; null runs it as the runner's own user. */
  hostUid: number | null;
  /** The warm Go build cache, mounted at /gocache. */
  goCache: { dir: string; writable: boolean } | null;
  /** The precompiled C++ headers, mounted read-only at /pch (never writable: every compile trusts them). */
  cppHeaders: string | null;
  env: Record<string, string>;
  argv: string[];
  limits: SandboxLimits;
};

/** What /, /etc and the toolchains look like inside: read-only, and only what the compilers need. */
function systemMounts(plan: CommandPlan): string[] {
  const { host } = plan;
  const args = ["--ro-bind", "/usr", "/usr"];
  for (const entry of host.rootEntries) {
    if (entry.symlinkTo) args.push("--symlink", entry.symlinkTo, `/${entry.name}`);
    else args.push("--ro-bind", `/${entry.name}`, `/${entry.name}`);
  }
  for (const root of [host.javaHome, host.goRoot]) {
    if (root && !root.startsWith("/usr/")) args.push("--ro-bind", root, root);
  }
  // The dynamic linker's cache (no secret, saves a search of every library path), the sandbox's own
  // passwd and group, and the JDK's configuration, which the JDK keeps in /etc.
  args.push("--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache");
  args.push("--ro-bind", path.join(plan.etcDir, "passwd"), "/etc/passwd");
  args.push("--ro-bind", path.join(plan.etcDir, "group"), "/etc/group");
  for (const target of host.javaEtcPaths) args.push("--ro-bind-try", target, target);
  return args;
}

function environment(plan: CommandPlan): Record<string, string> {
  const bins = [plan.host.javaHome, plan.host.goRoot].filter((dir) => dir !== null).map((dir) => `${dir}/bin`);
  return {
    PATH: [...bins, "/usr/bin", "/bin"].join(":"),
    HOME: "/work",
    TMPDIR: "/tmp",
    LANG: "C.UTF-8",
    ...(plan.host.goRoot ? { GOCACHE: plan.goCache ? "/gocache" : "/work/.gocache" } : {}),
    ...plan.env,
  };
}

/** The bubblewrap arguments: fresh namespaces, a read-only system, /work and a small /tmp. */
export function bwrapArgs(plan: CommandPlan): string[] {
  const args = [
    // New user, PID, network, IPC, UTS and cgroup namespaces; no user namespace may be made inside.
    "--unshare-all",
    "--unshare-user",
    "--disable-userns",
    "--uid",
    String(SANDBOX_UID),
    "--gid",
    String(SANDBOX_GID),
    "--hostname",
    "sandbox",
    "--die-with-parent",
    "--new-session",
    "--clearenv",
    ...systemMounts(plan),
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--size",
    String(plan.limits.tmpBytes ?? DEFAULT_TMP_BYTES),
    "--tmpfs",
    "/tmp",
    "--bind",
    plan.workDir,
    "/work",
  ];
  if (plan.goCache) args.push(plan.goCache.writable ? "--bind" : "--ro-bind", plan.goCache.dir, "/gocache");
  if (plan.cppHeaders) args.push("--ro-bind", plan.cppHeaders, "/pch");
  // bwrap builds / and /dev as memory-backed file systems the job could write to without limit.
  args.push("--remount-ro", "/dev", "--remount-ro", "/", "--chdir", "/work");
  for (const [name, value] of Object.entries(environment(plan))) args.push("--setenv", name, value);
  return args;
}

/** The whole command line the runner starts for one run. */
export function sandboxCommand(plan: CommandPlan): string[] {
  const { host } = plan;
  if (!host.bwrap || !host.prlimit || !host.bash) throw new Error("The sandbox needs bwrap, prlimit and bash.");
  // As root, drop to the job's own unprivileged user before bwrap makes the user namespace: mapped to
  // host root, the job would escape RLIMIT_NPROC (the kernel exempts root) and own files as root.
  const switchUser =
    plan.hostUid === null
      ? []
      : [
          host.setpriv ?? "/usr/bin/setpriv",
          `--reuid=${plan.hostUid}`,
          `--regid=${plan.hostUid}`,
          "--clear-groups",
          "--no-new-privs",
          "--bounding-set=-all",
          "--inh-caps=-all",
        ];
  // The limits are set inside the new user namespace, so RLIMIT_NPROC counts this job's processes only.
  const inside = [host.prlimit, ...prlimitOptions(plan.limits), "--", host.bash, "-c", WRAPPER, "sandbox"];
  return [...switchUser, host.bwrap, ...bwrapArgs(plan), "--", ...inside, ...plan.argv];
}
