import { constants, type Dirent } from "node:fs";
import { access, lstat, readdir, readlink, realpath } from "node:fs/promises";
import path from "node:path";

/** What the sandbox needs to know about this machine: where the tools live, what to mount for them. */
export type SandboxHost = {
  bwrap: string | null;
  prlimit: string | null;
  setpriv: string | null;
  bash: string | null;
  /** The JDK directory (holds bin/java and bin/javac), resolved through /etc/alternatives. */
  javaHome: string | null;
  /** Paths under /etc that the JDK's own files link to (its jvm.cfg, security settings…). */
  javaEtcPaths: string[];
  goRoot: string | null;
  gxx: string | null;
  /** /bin, /lib… : on merged-/usr systems symlinks into /usr, elsewhere directories to mount. */
  rootEntries: { name: string; symlinkTo: string | null }[];
};

const ROOT_ENTRIES = ["bin", "sbin", "lib", "lib32", "lib64", "libx32"];
const JAVA_CANDIDATES = ["/usr/lib/jvm/java-17-openjdk-amd64", "/usr/lib/jvm/java-17-openjdk-arm64"];
const GO_CANDIDATES = ["/usr/lib/go-1.23", "/usr/lib/go-1.24", "/usr/lib/go-1.22", "/usr/lib/go", "/usr/local/go"];

async function executable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function firstExecutable(files: string[]): Promise<string | null> {
  for (const file of files) if (await executable(file)) return file;
  return null;
}

/** The JDK of /usr/bin/javac when it is a JDK 17, else a JDK 17 in its Debian place. */
async function findJavaHome(): Promise<string | null> {
  const candidates: string[] = [];
  try {
    // /usr/bin/javac -> /etc/alternatives/javac -> <JDK>/bin/javac; /etc is not in the sandbox, so the
    // sandbox is given the real directory.
    candidates.push(path.dirname(path.dirname(await realpath("/usr/bin/javac"))));
  } catch {
    // No javac on the PATH: look in the usual places.
  }
  candidates.push(...JAVA_CANDIDATES);
  for (const home of candidates) {
    if (!home.includes("17")) continue;
    if ((await executable(path.join(home, "bin/java"))) && (await executable(path.join(home, "bin/javac")))) {
      return home;
    }
  }
  return null;
}

/**
 * The files and directories under /etc that the JDK's own files link to (jvm.cfg, its .properties
 * files, the security policy, cacerts), each to be mounted alone: not /etc, nor even /etc/ssl.
 */
async function etcTargetsLinkedFrom(dir: string, depth: number): Promise<string[]> {
  const found = new Set<string>();
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      const target = path.resolve(dir, await readlink(file));
      if (target.startsWith("/etc/")) found.add(target);
    } else if (entry.isDirectory() && depth > 0) {
      for (const target of await etcTargetsLinkedFrom(file, depth - 1)) found.add(target);
    }
  }
  return [...found].sort();
}

async function rootEntries(): Promise<SandboxHost["rootEntries"]> {
  const entries: SandboxHost["rootEntries"] = [];
  for (const name of ROOT_ENTRIES) {
    try {
      const stat = await lstat(`/${name}`);
      entries.push({ name, symlinkTo: stat.isSymbolicLink() ? await readlink(`/${name}`) : null });
    } catch {
      // This machine has no such directory.
    }
  }
  return entries;
}

async function discoverHost(): Promise<SandboxHost> {
  const javaHome = await findJavaHome();
  return {
    bwrap: await firstExecutable(["/usr/bin/bwrap"]),
    prlimit: await firstExecutable(["/usr/bin/prlimit"]),
    setpriv: await firstExecutable(["/usr/bin/setpriv"]),
    bash: await firstExecutable(["/usr/bin/bash", "/bin/bash"]),
    javaHome,
    javaEtcPaths: javaHome ? await etcTargetsLinkedFrom(javaHome, 3) : [],
    goRoot: await firstExecutable(GO_CANDIDATES.map((root) => path.join(root, "bin/go"))).then((go) =>
      go ? path.dirname(path.dirname(go)) : null,
    ),
    gxx: await firstExecutable(["/usr/bin/g++"]),
    rootEntries: await rootEntries(),
  };
}

let hostPromise: Promise<SandboxHost> | null = null;

/** This machine's tools, looked up once per process. */
export function sandboxHost(): Promise<SandboxHost> {
  hostPromise ??= discoverHost();
  return hostPromise;
}
