import { type ProviderName, readCliArgs, readProvider, UsageError } from "./parse-args";

// The command line of `npm run review-design`, read like `npm run evaluate`'s (parse-args.ts).

export const REVIEW_DESIGN_USAGE = [
  "Reviews a saved system design as the product's automatic review (no AI) does, or measures how well the review",
  "separates a labelled set of designs.",
  "",
  "  npm run review-design -- <scenario-slug> <design.json> [--provider library|openai] [--json]",
  "  npm run review-design -- --set <file-or-dir> [--split] [--list] [--provider library|openai] [--json]",
  "",
  "<design.json> is the design as the canvas saves it: { diagram, phaseNotes, session }. --json prints an object",
  "whose `overall` is the 1–5 score, with each dimension's score and reason, the expectations and the deductions.",
  "--set reads labelled designs (tests/calibration/designs/*.json or a folder of such files) and prints the",
  "separation figures; --split adds them for the tuning two thirds and the held-out third of the scenarios;",
  "--list prints every design's score next to its label.",
  "--provider openai adds the AI review by the configured model (OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL,",
  "AI_TIMEOUT_MS, as the server reads them); `overall` is then the AI review's score, and --set measures it too.",
  "Exit status: 0 on success, 2 on a usage error (unknown slug, missing or invalid file), 1 when the review failed.",
].join("\n");

export type ReviewDesignCommand =
  | { mode: "help" }
  | { mode: "design"; slug: string; file: string; isJson: boolean; provider: ProviderName }
  | { mode: "set"; path: string; isJson: boolean; isSplit: boolean; isList: boolean; provider: ProviderName };

export function parseReviewDesignArgs(argv: string[]): ReviewDesignCommand {
  const { values, positionals } = readCliArgs(argv, {
    set: { type: "string" },
    provider: { type: "string" },
    split: { type: "boolean" },
    list: { type: "boolean" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return { mode: "help" };
  const isJson = values.json === true;
  const provider = readProvider(values.provider);
  if (values.set !== undefined) {
    if (positionals.length > 0) throw new UsageError("--set takes a file or folder only, no scenario slug");
    const isSplit = values.split === true;
    return { mode: "set", path: values.set, isJson, isSplit, isList: values.list === true, provider };
  }
  if (values.split || values.list) throw new UsageError("--split and --list go with --set");
  const [slug, file, ...extra] = positionals;
  if (slug === undefined || file === undefined)
    throw new UsageError(
      "give a scenario slug and a design file, e.g. npm run review-design -- url-shortener design.json",
    );
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { mode: "design", slug, file, isJson, provider };
}
