import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { NativeLanguage } from "@/runner/languages/native-language";
import { CPP_FLAGS, createCppLanguage } from "./index";
import { buildPrecompiledHeader } from "./precompiled-header";

/**
 * The C++ language for the harness tests, with bits/stdc++.h precompiled once per machine and flag set
 * (a temporary directory kept between runs): each of the tests' compiles is then about 4 s of CPU shorter.
 */
export async function createTestCppLanguage(): Promise<NativeLanguage> {
  const key = crypto.createHash("sha256").update(CPP_FLAGS.join(" ")).digest("hex").slice(0, 12);
  const dir = path.join(os.tmpdir(), `preppilot-cpp-pch-${key}`);
  const isBuilt = ["stdc++.h.gch", "stdc++.h"].every((name) => fs.existsSync(path.join(dir, "bits", name)));
  if (!isBuilt) await buildPrecompiledHeader(dir);
  return createCppLanguage({ precompiledHeaderDir: dir });
}
