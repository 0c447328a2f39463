// An earlier commit of the app, built and started beside the current one, for a bench that compares a
// change with what users had before it in the same run (bench/python-start.ts). The commit's files come
// from `git archive` into a folder of the machine's temporary directory (no checkout, nothing in this
// working tree changes), with this tree's node_modules linked in; its build is kept there and rebuilt
// only when stale, like dist/.
import { execFileSync, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "@/server/lib/project-root";
import { getFreePort } from "../tests/fixtures/server-process";

export type BenchServer = { url: string; stop: () => Promise<void> };

/** The folder holding `revision`'s files, built (its own scripts/build.mjs, into its dist/). */
export async function buildRevision(revision: string): Promise<string> {
  const commit = execFileSync("git", ["rev-parse", "--verify", `${revision}^{commit}`], { cwd: PROJECT_ROOT })
    .toString()
    .trim();
  const root = path.join(os.tmpdir(), `preppilot-bench-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, "package.json"))) {
    const partial = `${root}.${process.pid}.tmp`;
    fs.mkdirSync(partial, { recursive: true });
    execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(partial)}`, { cwd: PROJECT_ROOT });
    fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(partial, "node_modules"));
    fs.renameSync(partial, root);
  }
  console.log(`Building ${revision} (${commit.slice(0, 12)}) in ${root} if stale…`);
  await run(process.execPath, [path.join(root, "scripts/build.mjs"), "--if-stale"], root, { BUILD_DIR: "dist" });
  return root;
}

/** A built app (its root and build folder) on a free port, with a fresh data directory removed when it stops. */
export async function startBuiltApp(root: string, buildDir: string): Promise<BenchServer> {
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "preppilot-bench-data-"));
  const child = spawn(process.execPath, [path.join(root, buildDir, "server/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      // The server finds its client build by this name.
      BUILD_DIR: buildDir,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  for (let waited = 0; waited < 180_000; waited += 200) {
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      const stop = () => {
        child.kill("SIGTERM");
        return exited;
      };
      return { url, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error(`${root}/${buildDir} did not start`);
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited ${code}`))));
  });
}
