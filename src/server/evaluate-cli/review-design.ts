import type { AiProvider } from "@/server/ai/ai-provider";
import { type AutomaticReview, REVIEW_DIMENSION_LABELS, reviewDesign } from "@/shared/design/design-review";
import type { LibraryScenario } from "@/shared/schemas/content";
import type { AiDesignReview } from "@/shared/schemas/design-review";
import { EMPTY_DIAGRAM_REVIEW_MESSAGE } from "@/shared/schemas/design-review";
import type { DesignEntry } from "./labelled-sets";
import { UsageError } from "./parse-args";

// One design reviewed exactly as the product reviews it (design-reviews.service.ts): the automatic review of the
// library scenario's expectations and requirements, and, from a model, the AI review of the same request.

export type SavedDesignInput = Pick<DesignEntry["design"], "diagram" | "phaseNotes">;
export type DesignReviewResult = { automatic: AutomaticReview; ai: AiDesignReview | null };

export async function reviewLibraryDesign(
  provider: AiProvider,
  scenario: LibraryScenario,
  { diagram, phaseNotes }: SavedDesignInput,
): Promise<DesignReviewResult> {
  // The product refuses to review an empty diagram (400), so the command does too.
  if (diagram.components.length === 0) throw new UsageError(EMPTY_DIAGRAM_REVIEW_MESSAGE);
  const automatic = reviewDesign({
    diagram,
    phaseNotes,
    expectations: scenario.expectations,
    requirements: scenario.requirements,
  });
  // The library has no AI reader (it refuses): the server asks only a model.
  const ai = provider.kind === "openai" ? await provider.reviewDesign({ scenario, diagram, phaseNotes }) : null;
  return { automatic, ai };
}

/** The `--json` form: `overall` is the 1–5 score (the AI review's when there is one), then what the product shows. */
export function toJsonReview(slug: string, { automatic, ai }: DesignReviewResult) {
  return {
    scenario: slug,
    kind: ai ? "ai" : "automatic",
    overall: ai ? ai.score : automatic.score,
    automatic: {
      score: automatic.score,
      dimensions: automatic.dimensions.map(({ dimension, score, source, reason }) => ({
        dimension,
        score,
        source,
        reason,
      })),
      deductions: automatic.deductions ?? [],
      expectations: automatic.findings.map(({ rule, kind, title, holds, message, because }) => ({
        rule,
        ...(kind ? { kind } : {}),
        title,
        holds,
        message,
        because,
      })),
    },
    ai,
  };
}

/** The review as the page shows it: the score, each dimension with its reason, the expectations, then the AI's. */
export function formatReview(slug: string, { automatic, ai }: DesignReviewResult): string[] {
  const score = automatic.score === null ? "–" : automatic.score.toFixed(1);
  const lines = [`${slug}: ${score} / 5, automatic review (no AI)`];
  for (const { dimension, score: value, reason } of automatic.dimensions)
    lines.push(
      `  ${REVIEW_DIMENSION_LABELS[dimension]}: ${value === null ? "needs a human or AI reader" : `${value} / 5`}. ${reason}`,
    );
  for (const deduction of automatic.deductions ?? []) lines.push(`  Deduction: ${deduction}`);
  const missing = automatic.findings.filter(({ holds }) => !holds).length;
  lines.push(`Expectations: ${automatic.findings.length - missing} hold, ${missing} missing`);
  for (const { title, holds, message } of automatic.findings) lines.push(`  ${holds ? "✓" : "✗"} ${title}: ${message}`);
  if (!ai) return lines;
  lines.push(`AI review: ${ai.score.toFixed(1)} / 5`);
  for (const { dimension, score: value, reason, citations } of ai.dimensions) {
    const cited = citations.length > 0 ? ` Cites: ${citations.map((quote) => `“${quote}”`).join(", ")}.` : "";
    lines.push(`  ${REVIEW_DIMENSION_LABELS[dimension]}: ${value} / 5. ${reason}${cited}`);
  }
  if (ai.risks.length > 0) lines.push(`Risks: ${ai.risks.join("; ")}`);
  lines.push(`Next change: ${ai.nextChange}`);
  return lines;
}
