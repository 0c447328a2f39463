import type { NativeProgram } from "@/runner/languages/native-language";
import { listNodeClasses } from "@/shared/judge/starter-code-shape";
import type { Signature } from "@/shared/schemas/problem-judge";
import { listDeclaredClasses, writeEntry, writeFreeFunctionSolution } from "./entry";
import { CPP_NODE_STRUCTS } from "./node-definitions";
import { CPP_CALL } from "./runtime-call";
import { CPP_JSON } from "./runtime-json";
import { CPP_MAIN } from "./runtime-main";
import { CPP_NODES } from "./runtime-nodes";
import { CPP_TRACE } from "./runtime-trace";
import { CPP_VALUES } from "./runtime-values";
import { listTopLevelClasses, listTopLevelFunctions } from "./source-scan";

/** The user's file: compiler messages and addr2line name it, so its lines are the user's own. */
export const USER_FILE = "solution.cpp";
export const MAIN_FILE = "main.cpp";

/**
 * LeetCode's C++ environment: every standard header and `using namespace std;` in effect. The runtime
 * comes before the solution, so that a solution's macros (`#define int long long`) cannot reach it.
 */
const PRELUDE = `#include <bits/stdc++.h>
#include <cxxabi.h>
using namespace std;
`;

/**
 * The harness: main.cpp holds LeetCode's environment, the runtime, the node types the solution does not
 * define itself, the code that calls the solution for this problem (its templates before the solution,
 * the line that names the solution's class after it) and the solution, included as solution.cpp; a
 * solution of free functions gets a class Solution that calls them.
 */
export function buildCppProgram(signature: Signature, userCode: string): NativeProgram {
  const defined = listTopLevelClasses(userCode);
  const nodes = listNodeClasses(signature)
    .map((name) => CPP_NODE_STRUCTS[name])
    .filter((node) => !defined.has(node.name))
    .map((node) => node.code);
  const declared = listDeclaredClasses(signature).map((name) => `class ${name};`);
  const entry = writeEntry(signature);
  const freeFunctions =
    signature.kind === "function" && !defined.has("Solution")
      ? listTopLevelFunctions(userCode, [signature.name, ...(signature.aliases ?? [])])
      : [];
  const main = [
    PRELUDE,
    // The harness needs no -O2: O1 saves a quarter of the compile, and the solution keeps -O2.
    "#pragma GCC push_options",
    '#pragma GCC optimize("O1")',
    CPP_JSON,
    CPP_NODES,
    CPP_VALUES,
    CPP_CALL,
    CPP_TRACE,
    CPP_MAIN,
    "#pragma GCC pop_options",
    ...nodes,
    ...declared,
    entry.templates,
    // A solution pasted with a main() of its own keeps it out of the way of the harness'.
    "#define main pp_solution_main",
    `#include "${USER_FILE}"`,
    "#undef main",
    ...(freeFunctions.length > 0 ? [writeFreeFunctionSolution(freeFunctions)] : []),
    entry.run,
    "",
  ].join("\n");
  return {
    files: [
      { path: MAIN_FILE, content: main },
      { path: USER_FILE, content: userCode.endsWith("\n") ? userCode : `${userCode}\n` },
    ],
    userFile: USER_FILE,
    userLineOffset: 0,
  };
}
