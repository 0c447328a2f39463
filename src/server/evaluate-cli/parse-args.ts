import { type ParseArgsConfig, parseArgs } from "node:util";

export const EVALUATE_USAGE = [
  "Evaluates an interview answer as the product's automatic check (no AI) does, or measures how well the check",
  "separates a labelled set of answers.",
  "",
  "  npm run evaluate -- <question-slug> <answer-file> [--seconds N] [--provider library|openai] [--json]",
  "  npm run evaluate -- --set <file-or-dir> [--split] [--list] [--provider library|openai] [--json]",
  "",
  "<answer-file> is the answer as typed (plain text), or a JSON array of strings: the answer, then each",
  "follow-up's. --seconds is the time spent on it (default: the time the question's type suggests).",
  "--set reads a labelled set (tests/calibration/interview-answers/*.json or a folder of such files) and prints",
  "the separation figures; --split adds them for the tuning two thirds and the held-out third of the questions;",
  "--list prints every answer's score next to its label.",
  "--provider openai evaluates with the configured model instead (OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL,",
  "AI_TIMEOUT_MS, as the server reads them), to calibrate the prompts; the default is the automatic check.",
  "Exit status: 0 on success, 2 on a usage error (unknown slug, missing file), 1 when the evaluation failed.",
].join("\n");

export const PROVIDERS = ["library", "openai"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export type EvaluateCommand =
  | { mode: "help" }
  | { mode: "answer"; slug: string; file: string; seconds: number | null; isJson: boolean; provider: ProviderName }
  | { mode: "set"; path: string; isJson: boolean; isSplit: boolean; isList: boolean; provider: ProviderName };

/** A mistake on the command line or a slug or file that does not exist: one line, exit status 2. */
export class UsageError extends Error {}

export function parseEvaluateArgs(argv: string[]): EvaluateCommand {
  const { values, positionals } = readArgs(argv);
  if (values.help) return { mode: "help" };
  const isJson = values.json === true;
  const provider = readProvider(values.provider);
  if (values.set !== undefined) {
    if (positionals.length > 0) throw new UsageError("--set takes a file or folder only, no question slug");
    if (values.seconds !== undefined) throw new UsageError("--seconds is for one answer, not a set");
    return {
      mode: "set",
      path: values.set,
      isJson,
      isSplit: values.split === true,
      isList: values.list === true,
      provider,
    };
  }
  if (values.split || values.list) throw new UsageError("--split and --list go with --set");
  const [slug, file, ...extra] = positionals;
  if (slug === undefined || file === undefined)
    throw new UsageError(
      "give a question slug and an answer file, e.g. npm run evaluate -- hash-map-internals answer.txt",
    );
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { mode: "answer", slug, file, seconds: readSeconds(values.seconds), isJson, provider };
}

/** `--provider`: the library's automatic check (the default) or the configured model. */
export function readProvider(value: string | undefined): ProviderName {
  if (value === undefined) return "library";
  const provider = PROVIDERS.find((name) => name === value.toLowerCase());
  if (!provider) throw new UsageError(`--provider is "library" or "openai", not "${value}"`);
  return provider;
}

function readSeconds(value: string | undefined): number | null {
  if (value === undefined) return null;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new UsageError(`--seconds must be a whole number, not "${value}"`);
  return seconds;
}

function readArgs(argv: string[]) {
  return readCliArgs(argv, {
    set: { type: "string" },
    seconds: { type: "string" },
    provider: { type: "string" },
    split: { type: "boolean" },
    list: { type: "boolean" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
}

/** Node's parseArgs with positionals, its errors (an unknown flag, a missing value) as usage errors. */
export function readCliArgs<const T extends NonNullable<ParseArgsConfig["options"]>>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
