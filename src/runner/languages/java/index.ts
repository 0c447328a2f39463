import { javaHeapBytes } from "@/runner/sandbox";
import { listNodeClasses } from "@/shared/judge/starter-code-shape";
import type { Signature } from "@/shared/schemas/problem-judge";
import type { NativeLanguage, NativeProgram, SourceFile } from "../native-language";
import { readJavaCompileError } from "./compile-error";
import { adaptUserCode, listTopLevelTypes, maskJava } from "./java-source";
import { JAVA_NODE_FILES, JAVA_PAIR } from "./node-classes";
import { JAVA_HARNESS_CLASS, TEST_THREAD_STACK_BYTES, writeJavaMain } from "./runtime-main";

const USER_FILE = "Solution.java";
const HARNESS_FILE = `${JAVA_HARNESS_CLASS}.java`;

/**
 * What LeetCode's Java imports for every solution. All on the user file's first line, so the user's first
 * line is line 2 (userLineOffset 1); a solution's own imports after them repeat them harmlessly.
 */
const LEETCODE_IMPORTS = [
  "java.util.*",
  "java.util.function.*",
  "java.util.stream.*",
  "java.util.concurrent.*",
  "java.util.concurrent.atomic.*",
  "java.util.regex.*",
  "java.math.*",
  "java.io.*",
]
  .map((name) => `import ${name};`)
  .join(" ");

/**
 * Solution.java (the user's code under LeetCode's imports), PrepPilotHarness.java (the harness) and the
 * classes LeetCode provides (ListNode, TreeNode or Node as the problem uses them, and Pair) unless the code
 * declares its own. javac compiles the harness and Solution.java and finds the others on the class path
 * when the code uses them.
 */
function buildJavaProgram(signature: Signature, userCode: string): NativeProgram {
  const declared = new Set(listTopLevelTypes(maskJava(userCode)));
  const provided = listNodeClasses(signature).map((name) => JAVA_NODE_FILES[name]);
  const files: SourceFile[] = [
    { path: USER_FILE, content: `${LEETCODE_IMPORTS}\n${adaptUserCode(userCode)}\n` },
    { path: HARNESS_FILE, content: writeJavaMain(JSON.stringify(signature), USER_FILE, [...declared]) },
    ...provided
      .filter((node) => !declared.has(node.className))
      .map((node) => ({ path: `${node.className}.java`, content: node.source })),
    ...(declared.has("Pair") ? [] : [{ path: "Pair.java", content: JAVA_PAIR }]),
  ];
  return { files, userFile: USER_FILE, userLineOffset: 1 };
}

// The compiler's and the program's JVM start fastest with the serial collector and the quick (C1) compiler.
// Tools by name: the sandbox's PATH leads to the JDK (/usr/bin/javac links through /etc/alternatives).
const QUICK_JVM = ["-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-XX:-UsePerfData"];

export const java: NativeLanguage = {
  id: "java",
  label: "Java",
  buildProgram: buildJavaProgram,
  compileArgv: [
    "javac",
    ...QUICK_JVM.map((flag) => `-J${flag}`),
    ..."-encoding UTF-8 -nowarn -proc:none -g -d . -cp .".split(" "),
    HARNESS_FILE,
    USER_FILE,
  ],
  // The heap is what the memory limit leaves once the JVM's own needs are paid, so that a program that fills
  // its memory meets OutOfMemoryError; the tests run on a thread with a stack of their own (the harness), and
  // -Xss is for threads a solution starts.
  runArgv: ({ memoryBytes }) => [
    "java",
    "-Xss16m",
    ...QUICK_JVM,
    `-Xmx${Math.floor((javaHeapBytes(memoryBytes) - TEST_THREAD_STACK_BYTES) / 1024 ** 2)}m`,
    "-Dfile.encoding=UTF-8",
    "-cp",
    ".",
    JAVA_HARNESS_CLASS,
  ],
  readCompileError: readJavaCompileError,
};
