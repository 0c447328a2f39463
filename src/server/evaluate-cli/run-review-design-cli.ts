import { performance } from "node:perf_hooks";
import { z } from "zod";
import type { AiProvider } from "@/server/ai/ai-provider";
import type { Library } from "@/server/content/load-library";
import { type CliOptions, type CliOutput, findBySlug, parseSetFile, readText, runCli, setFiles } from "./cli-shared";
import { parseReviewDesignArgs, REVIEW_DESIGN_USAGE, type ReviewDesignCommand } from "./design-args";
import {
  computeDesignSeparation,
  formatDesignSeparation,
  isHeldOutScenario,
  type ScoredDesign,
} from "./design-separation";
import { parseDesignFile, savedDesignSchema } from "./labelled-sets";
import { UsageError } from "./parse-args";
import { formatReview, reviewLibraryDesign, type SavedDesignInput, toJsonReview } from "./review-design";

const NAME = "review-design";

/**
 * `npm run review-design`: one saved design reviewed as the product reviews it, or the separation figures of
 * labelled designs. Exit status: 0 done, 2 a usage error (unknown slug, missing or invalid file), 1 a failure.
 */
export async function runReviewDesignCli(argv: string[], options: CliOptions = {}): Promise<number> {
  return runCli(argv, options, {
    name: NAME,
    usage: REVIEW_DESIGN_USAGE,
    parse: parseReviewDesignArgs,
    run: (command, library, provider, output) =>
      command.mode === "set"
        ? reviewSet(command, library, provider, output)
        : reviewOne(command, library, provider, output),
  });
}

/** The design as the canvas saves it, checked with the app's own schema; each problem named by its field. */
function parseDesign(file: string, text: string): SavedDesignInput {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not valid JSON; give the design as the canvas saves it: { diagram, phaseNotes }`);
  }
  const result = savedDesignSchema.safeParse(parsed);
  if (!result.success) throw new UsageError(`${file} is not a saved design:\n${z.prettifyError(result.error)}`);
  return result.data;
}

async function reviewOne(
  command: Extract<ReviewDesignCommand, { mode: "design" }>,
  library: Library,
  provider: AiProvider,
  output: CliOutput,
) {
  const scenario = findBySlug(library.scenarios, command.slug, "scenario");
  const design = parseDesign(command.file, await readText(command.file));
  const review = await reviewLibraryDesign(provider, scenario, design);
  if (command.isJson) output.out(JSON.stringify(toJsonReview(scenario.slug, review), null, 2));
  else output.out(formatReview(scenario.slug, review).join("\n"));
}

type Scored = { automatic: ScoredDesign; ai: ScoredDesign | null };

/** Every design of the set reviewed, with the time the review took (the AI's, when there is one). */
async function scoreSet(files: readonly string[], library: Library, provider: AiProvider): Promise<Scored[]> {
  const rows: Scored[] = [];
  for (const file of files) {
    for (const entry of parseSetFile(parseDesignFile, file)) {
      const scenario = findBySlug(library.scenarios, entry.scenario, "scenario");
      const started = performance.now();
      const { automatic, ai } = await reviewLibraryDesign(provider, scenario, entry.design);
      const ms = performance.now() - started;
      const { id, label, score: expected, traits } = entry;
      const base = { id, scenario: scenario.slug, label, expected, traits, ms };
      const dataModel = (review: { dimensions: { dimension: string; score: number | null }[] }) =>
        review.dimensions.find(({ dimension }) => dimension === "data-model")?.score ?? null;
      rows.push({
        automatic: { ...base, score: automatic.score ?? 1, dataModel: dataModel(automatic) },
        ai: ai ? { ...base, score: ai.score, dataModel: dataModel(ai) } : null,
      });
    }
  }
  return rows;
}

function parts(rows: ScoredDesign[], isSplit: boolean) {
  const all = [{ name: "all", rows }];
  if (!isSplit) return all;
  return [
    ...all,
    { name: "tuning", rows: rows.filter(({ scenario }) => !isHeldOutScenario(scenario)) },
    { name: "held-out", rows: rows.filter(({ scenario }) => isHeldOutScenario(scenario)) },
  ];
}

async function reviewSet(
  command: Extract<ReviewDesignCommand, { mode: "set" }>,
  library: Library,
  provider: AiProvider,
  output: CliOutput,
) {
  const scored = await scoreSet(await setFiles(command.path), library, provider);
  const automatic = scored.map((row) => row.automatic);
  const ai = scored.flatMap((row) => (row.ai ? [row.ai] : []));
  const figures = (rows: ScoredDesign[]) =>
    Object.fromEntries(
      parts(rows, command.isSplit).map(({ name, rows: part }) => [name, computeDesignSeparation(part)]),
    );
  if (command.isJson) {
    const designs = command.isList ? scored : undefined;
    output.out(
      JSON.stringify({ ...figures(automatic), ai: ai.length > 0 ? figures(ai) : undefined, designs }, null, 2),
    );
    return;
  }
  if (command.isList) {
    for (const { automatic: row, ai: aiRow } of scored) {
      const model = aiRow ? `, AI ${aiRow.score.toFixed(1)}` : "";
      output.out(`${row.id.padEnd(32)} ${row.label.padEnd(8)} ${row.expected}  →  ${row.score.toFixed(1)}${model}`);
    }
    output.out("");
  }
  const title = (name: string, who: string) =>
    `${who}${name === "all" ? command.path : name === "tuning" ? "tuning scenarios (two thirds, by a hash of the slug)" : "held-out scenarios (a fixed third, by a hash of the slug)"}`;
  const print = (rows: ScoredDesign[], who: string) =>
    parts(rows, command.isSplit).flatMap(({ name, rows: part }) =>
      formatDesignSeparation(computeDesignSeparation(part), title(name, who)),
    );
  output.out(
    [...print(automatic, "Automatic review, "), ...(ai.length > 0 ? print(ai, "AI review, ") : [])].join("\n"),
  );
}
