import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CPP_FLAGS } from "./index";

/**
 * Builds bits/stdc++.h's precompiled copy into `dir` (about 13 s of CPU, 125 MB), for
 * createCppLanguage({ precompiledHeaderDir: dir }): g++ looks for `bits/stdc++.h.gch` in each include
 * directory before the header itself. Once per runner start (or per toolchain) is enough; the directory
 * must not be writable by jobs, since every compile trusts what it finds there.
 */
export async function buildPrecompiledHeader(dir: string): Promise<void> {
  const bits = path.join(dir, "bits");
  fs.mkdirSync(bits, { recursive: true });
  const source = path.join(bits, "stdc++.h.source");
  fs.writeFileSync(source, "#include <bits/stdc++.h>\n");
  // g++ takes a precompiled header for the first include only; a solution's own `#include <bits/stdc++.h>`
  // finds this file beside it, which passes on to the real header (its headers are guarded: nothing repeats).
  fs.writeFileSync(path.join(bits, "stdc++.h"), "#include_next <bits/stdc++.h>\n");
  const target = path.join(bits, "stdc++.h.gch");
  const partial = `${target}.${process.pid}.tmp`;
  await promisify(execFile)("/usr/bin/g++", [...CPP_FLAGS, "-x", "c++-header", source, "-o", partial]);
  // Renamed into place whole, so that a compile running meanwhile never reads half a file.
  fs.renameSync(partial, target);
}

/** Where a runner's job sees the precompiled headers (createJobSandbox's `cppHeaders`, read-only). */
export const PRECOMPILED_HEADER_MOUNT = "/pch";

/**
 * The precompiled headers for this machine's g++ flags, built the first time into a directory of the
 * system's temp dir named after them (kept between runs) and reused after: the directory.
 */
export async function preparePrecompiledHeader(onBuild: () => void = () => {}): Promise<string> {
  const key = crypto.createHash("sha256").update(CPP_FLAGS.join(" ")).digest("hex").slice(0, 12);
  const dir = path.join(os.tmpdir(), `preppilot-cpp-pch-${key}`);
  const isBuilt = ["stdc++.h.gch", "stdc++.h"].every((name) => fs.existsSync(path.join(dir, "bits", name)));
  if (!isBuilt) {
    onBuild();
    await buildPrecompiledHeader(dir);
  }
  return dir;
}
