/// <reference lib="webworker" />
import type { Linter } from "eslint-linter-browserify";
import { allowEslintWithoutEval } from "./allow-eslint-without-eval";
import { type EslintLinter, lintJavaScript, lintPython, type RuffWorkspace } from "./lint-code";
import { RUFF_SETTINGS } from "./lint-config";
import type { LintJob, LintReply } from "./lint-messages";

/**
 * The automatic review's linters (a module Web Worker of their own, started when "Review my code" is
 * first pressed): ESLint for JavaScript and TypeScript, Ruff compiled to WebAssembly for Python. Each
 * is imported on first use, so a Python user never downloads ESLint and the reverse; Ruff's .wasm is a
 * hashed asset of our own origin, like the runners' files.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: LintReply) => scope.postMessage(reply);

allowEslintWithoutEval(scope as unknown as { Function: FunctionConstructor });

let eslint: Promise<EslintLinter> | null = null;
let ruff: Promise<RuffWorkspace> | null = null;

function getEslint(): Promise<EslintLinter> {
  eslint ??= import("eslint-linter-browserify").then(
    (module) => new (module.Linter as typeof Linter)({ configType: "flat" }) as unknown as EslintLinter,
  );
  return eslint;
}

function getRuff(): Promise<RuffWorkspace> {
  ruff ??= Promise.all([
    import("@astral-sh/ruff-wasm-web"),
    import("@astral-sh/ruff-wasm-web/ruff_wasm_bg.wasm?url"),
  ]).then(async ([module, wasm]) => {
    await module.default({ module_or_path: wasm.default });
    return new module.Workspace(RUFF_SETTINGS, module.PositionEncoding.Utf16) as RuffWorkspace;
  });
  return ruff;
}

scope.addEventListener("message", async (event: MessageEvent<LintJob>) => {
  const { id, language, code, entryName } = event.data;
  try {
    const remarks =
      language === "python"
        ? lintPython(await getRuff(), code)
        : lintJavaScript(await getEslint(), { code, language, entryName });
    post({ id, type: "remarks", remarks });
  } catch (error) {
    // A linter that failed to load is tried again on the next review.
    if (language === "python") ruff = null;
    else eslint = null;
    post({
      id,
      type: "failed",
      message: `The linter did not run: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
});
