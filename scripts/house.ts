/**
 * The house's figures: files over 300 lines, functions over 80, imports that cross from one feature
 * into another, and import circles (type-only imports included). `npm run house` prints them;
 * `-- --list` names every offender. Content data (JSON, the library's solutions) is not counted.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parse } from "acorn";
import { transform } from "sucrase";

const root = resolve(import.meta.dirname, "..");
const roots = ["src", "tests", "scripts", "bench"];
const maxFileLines = 300;
const maxFunctionLines = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "leetcode-corpus") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

type Node = { type: string; start: number; end: number; loc: { start: { line: number }; end: { line: number } } };

function longFunctions(file: string, text: string): string[] {
  const js = transform(text, { transforms: ["typescript", "jsx"], jsxRuntime: "automatic", filePath: file }).code;
  const ast = parse(js, { ecmaVersion: "latest", sourceType: "module", locations: true });
  const found: string[] = [];
  const visit = (node: unknown, name: string) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, name);
      return;
    }
    const n = node as Node & Record<string, unknown>;
    if (typeof n.type !== "string") return;
    const here = functionName(n) ?? name;
    if (/Function/.test(n.type)) {
      const lines = n.loc.end.line - n.loc.start.line + 1;
      if (lines > maxFunctionLines) found.push(`${relative(root, file)}:${n.loc.start.line} ${here} (${lines} lines)`);
    }
    for (const [key, value] of Object.entries(n)) if (key !== "loc") visit(value, here);
  };
  visit(ast, "(anonymous)");
  return found;
}

function functionName(n: Record<string, unknown>): string | undefined {
  const id = (n.id ?? n.key) as { name?: string } | undefined;
  if (id?.name && (/Function|Method|Property/.test(String(n.type)) || n.type === "VariableDeclarator")) return id.name;
  return undefined;
}

const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g;

function importsOf(file: string, text: string): string[] {
  return [...text.matchAll(importPattern)].flatMap(([, spec]) => {
    const base = spec?.startsWith("@/")
      ? join(root, "src", spec.slice(2))
      : spec?.startsWith(".")
        ? join(dirname(file), spec)
        : undefined;
    if (!base) return [];
    const candidates = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext);
    return candidates.filter(isFile).slice(0, 1);
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function featureOf(file: string): string | undefined {
  return /src\/(client|server)\/features\/([^/]+)\//.exec(relative(root, file))?.slice(1, 3).join("/");
}

function circles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components: each component of more than one file is a circle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const connect = (file: string) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) component.push(relative(root, member));
    } while (member && member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of graph.keys()) if (!order.has(file)) connect(file);
  return found;
}

const files = roots.flatMap((dir) => sourceFiles(join(root, dir)));
const longFiles: string[] = [];
const functions: string[] = [];
const crossings: string[] = [];
const graph = new Map<string, string[]>();
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const lines = text.split("\n").length - 1;
  if (lines > maxFileLines) longFiles.push(`${relative(root, file)} (${lines} lines)`);
  functions.push(...longFunctions(file, text));
  const imports = importsOf(file, text);
  graph.set(file, imports);
  const from = featureOf(file);
  for (const target of imports) {
    const to = featureOf(target);
    if (from && to && from !== to) crossings.push(`${from} → ${to}: ${relative(root, file)}`);
  }
}
const found = circles(graph);
console.log(`files read: ${files.length}`);
console.log(`files over ${maxFileLines} lines: ${longFiles.length}`);
console.log(`functions over ${maxFunctionLines} lines: ${functions.length}`);
console.log(`cross-feature imports: ${crossings.length}`);
console.log(`import circles: ${found.length}`);
if (process.argv.includes("--list")) {
  for (const [title, rows] of [
    ["Files", longFiles],
    ["Functions", functions],
    ["Cross-feature imports", crossings],
    ["Circles", found.map((c) => c.join(" → "))],
  ] as const) {
    console.log(`\n${title}:`);
    for (const row of rows) console.log(`  ${row}`);
  }
}
