import type { NativeProgram } from "@/runner/languages/native-language";
import { listSignatureTypes } from "@/shared/judge/call-plan";
import type { Signature } from "@/shared/schemas/problem-judge";
import { GO_RUNTIME_CALLS } from "./runtime-calls";
import { GO_GRAPH, GO_RANDOM_LIST } from "./runtime-copied-nodes";
import { GO_RUNTIME_MAIN } from "./runtime-main";
import { GO_LIST, GO_TREE, GO_TYPES } from "./runtime-nodes";
import { GO_RUNTIME_VALUES } from "./runtime-values";
import { findMissingImports, type GoSource, scanGoSource } from "./source-scan";
import { writeEntry } from "./write-entry";

export const USER_FILE = "solution.go";
export const HARNESS_FILE = "main.go";

const GO_MOD = "module main\n\ngo 1.23\n";

/** main.go's packages, each under a `pp` name that no solution's own name can clash with. */
const HARNESS_IMPORTS = [
  'ppBytes "bytes"',
  'ppJSON "encoding/json"',
  'ppFmt "fmt"',
  'ppMath "math"',
  'ppOS "os"',
  'ppReflect "reflect"',
  'ppRuntime "runtime"',
  'ppDebug "runtime/debug"',
  'ppStrings "strings"',
  'ppSyscall "syscall"',
  'ppTime "time"',
];

/** The standard packages main.go imports. */
export const HARNESS_IMPORT_PATHS = HARNESS_IMPORTS.map((line) => line.split(" ")[1]?.replaceAll('"', "") ?? "");

/**
 * The program for one job: the user's code alone in solution.go (with the package clause and the imports
 * LeetCode's editor adds, and a `//line` directive that keeps the user's line numbers in compiler
 * messages and stack traces), the harness in main.go, and go.mod.
 */
export function buildGoProgram(signature: Signature, userCode: string): NativeProgram {
  const source = scanGoSource(userCode);
  return {
    files: [
      { path: "go.mod", content: GO_MOD },
      { path: USER_FILE, content: writeUserFile(userCode, source) },
      { path: HARNESS_FILE, content: writeHarness(signature, source) },
    ],
    userFile: USER_FILE,
    userLineOffset: 0,
  };
}

function writeUserFile(userCode: string, source: GoSource): string {
  const missing = findMissingImports(source);
  const lines = userCode.split("\n");
  const clause = source.packageClause;
  // Every Go file of the program is in package main, whatever the solution called its own.
  if (clause && clause.name !== "main") {
    lines[clause.line] = (lines[clause.line] as string).replace(/package[ \t]+\w+/, "package main");
  }
  // A solution copied from a repository may keep its own main (a local test driver): the harness's runs,
  // and the driver becomes a function nothing calls (Go allows any number of functions named _).
  if (source.declared.has("main")) {
    const at = lines.findIndex((line) => /^func[ \t]+main[ \t]*\(/.test(line));
    if (at >= 0) lines[at] = (lines[at] as string).replace(/^func[ \t]+main/, "func _");
  }
  const head = clause ? lines.slice(0, clause.line + 1) : ["package main"];
  const body = clause ? lines.slice(clause.line + 1) : lines;
  const firstBodyLine = clause ? clause.line + 2 : 1;
  const imports = missing.length ? [`import (${missing.map((item) => `"${item.path}"`).join("; ")})`] : [];
  // Uses of the added imports go after the code: imports must come first, and these lines are not the user's.
  const keeps = missing.map((item) => `var _ = ${item.keep}`);
  if (clause && !missing.length) return lines.join("\n");
  return [...head, ...imports, `//line ${USER_FILE}:${firstBodyLine}:1`, ...body, "", ...keeps, ""].join("\n");
}

function writeHarness(signature: Signature, source: GoSource): string {
  const { types, support } = selectNodeSupport(signature, source);
  return [
    "// The judge's harness: it runs tests.json against the solution in solution.go.",
    "package main",
    "",
    `import (\n${HARNESS_IMPORTS.map((line) => `\t${line}`).join("\n")}\n)`,
    GO_RUNTIME_MAIN,
    GO_RUNTIME_VALUES,
    GO_RUNTIME_CALLS,
    ...types,
    ...support,
    writeEntry(signature, source),
  ].join("\n");
}

/**
 * The node types the problem uses (LeetCode's definitions, unless the solution declares its own, as when
 * pasted with the definition uncommented) and their conversions.
 */
export function selectNodeSupport(signature: Signature, source: GoSource): { types: string[]; support: string[] } {
  const used = new Set(listSignatureTypes(signature));
  const types: string[] = [];
  const support: string[] = [];
  const include = (type: keyof typeof GO_TYPES, code: string) => {
    const name = type === "GraphNode" || type === "RandomListNode" ? "Node" : type;
    if (!source.declared.has(name)) types.push(GO_TYPES[type]);
    support.push(code);
  };
  if (used.has("TreeNode") || used.has("TreeNodeRef")) include("TreeNode", GO_TREE);
  if (used.has("ListNode") || used.has("ListNode[]") || used.has("ListNode+pos")) include("ListNode", GO_LIST);
  if (used.has("GraphNode")) include("GraphNode", GO_GRAPH);
  if (used.has("RandomListNode")) include("RandomListNode", GO_RANDOM_LIST);
  return { types, support };
}
