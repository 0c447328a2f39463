import { readWords } from "@/shared/answer-check/text-features";
import { LANGUAGE_LABELS } from "@/shared/judge/languages";
import { getVerdictLabel } from "@/shared/judge/verdicts";
import type {
  CodingCriterionScore,
  CodingPhase,
  CodingReport,
  CodingSubmission,
  CodingTurn,
} from "@/shared/schemas/coding-interviews";
import type { FollowUp } from "@/shared/schemas/content";
import { compareComplexity, readStatedComplexity } from "./big-o";
import { findCoveredKeyPoints } from "./follow-ups";
import { type InterviewerProblem, namesTechnique } from "./scripted-interviewer";

// The offline evaluation of a coding round on the rubric a real interviewer uses: communication, problem
// solving, coding, testing and verification, complexity analysis. Each criterion is 1–5 with its evidence
// quoted from the candidate's words and code and from the judge's results. Deterministic, no AI.

export type RoundRecord = {
  problem: Pick<InterviewerProblem, "patterns" | "complexity">;
  transcript: CodingTurn[];
  /** The Submits made during the round, oldest first. */
  submissions: CodingSubmission[];
  /** The last submitted code, if any. */
  code: string | null;
  nudges: number;
  /** The follow-ups the interviewer asked, in order. */
  followUpsAsked: FollowUp[];
};

const BRUTE_FORCE = /\bbrute[- ]?force\b|\bnested loops?\b|\b(every|each|all) (possible )?pairs?\b/i;
const TEST_KINDS: [string, RegExp][] = [
  ["empty input", /\bempty\b/i],
  ["a single element", /\b(single|one) (element|item|value|node|number)\b/i],
  ["duplicates", /\bduplicat/i],
  ["negative numbers", /\bnegative/i],
  ["the largest input", /\b(large|largest|maximum|max|big)\b/i],
  ["bounds and edge cases", /\b(edge|boundary|bounds|corner)\b/i],
  ["the examples", /\bexamples?\b/i],
];
const ORDINALS = ["first", "second", "third", "fourth", "fifth"];

/** The report of a finished round: five criteria and their mean. */
export function evaluateRound(record: RoundRecord): Omit<CodingReport, "expectedComplexity"> {
  const criteria = [
    scoreCommunication(record),
    scoreProblemSolving(record),
    scoreCoding(record),
    scoreTesting(record),
    scoreComplexity(record),
  ];
  const overall = Math.round((criteria.reduce((sum, { score }) => sum + score, 0) / criteria.length) * 10) / 10;
  return { overall, criteria };
}

function scoreCommunication({ transcript }: RoundRecord): CodingCriterionScore {
  const clarify = said(transcript, "clarify");
  const words = readWords(clarify.join(" ")).length;
  const questions = clarify.filter((text) => text.includes("?")).length;
  const phases = new Set(transcript.filter(({ role }) => role === "candidate").map(({ phase }) => phase)).size;
  const score = clamp(
    1 + (words >= 15 ? 1 : 0) + (words >= 40 ? 1 : 0) + (questions > 0 ? 1 : 0) + (phases >= 3 ? 1 : 0),
  );
  const evidence = [
    ...(clarify[0] ? [`Before coding: ${quote(clarify[0])}`] : ["Said nothing before coding."]),
    `${questions} clarifying ${questions === 1 ? "question" : "questions"}; spoke in ${phases} of 4 phases.`,
  ];
  const reason =
    words >= 15 ? "Explained the approach before coding." : "Did not explain an approach before starting to code.";
  return { criterion: "communication", score, reason, evidence };
}

function scoreProblemSolving(record: RoundRecord): CodingCriterionScore {
  const { problem, transcript, submissions, nudges, followUpsAsked } = record;
  const approach = said(transcript, "clarify").join(" ");
  const stated = readStatedComplexity(approach).time;
  const isOptimal =
    namesTechnique(problem, approach) ||
    (stated !== null && compareComplexity(stated, problem.complexity.time) === "same");
  const isAccepted = submissions.some(({ verdict }) => verdict === "accepted");
  const coverage = followUpsAsked.map((followUp, index) => {
    const answer = said(transcript, "follow-ups")[index] ?? "";
    return { followUp, covered: answer ? findCoveredKeyPoints(answer, followUp.keyPoints) : [], answer };
  });
  const share =
    coverage.length === 0
      ? 0
      : coverage.reduce((sum, { followUp, covered }) => sum + covered.length / followUp.keyPoints.length, 0) /
        coverage.length;
  const approachCredit = isOptimal ? 1.5 : approach.trim() ? 0.5 : 0;
  const score = clamp(Math.round(1 + approachCredit + (isAccepted ? 1.5 : 0) + share * 1.5 - nudges * 0.5));
  const evidence = [
    isOptimal
      ? `The approach matches the optimal one: ${quote(approach)}`
      : BRUTE_FORCE.test(approach)
        ? `Proposed a brute force: ${quote(approach)}`
        : "No approach that reaches the optimal one was stated.",
    ...coverage.map(({ followUp, covered, answer }) =>
      answer
        ? `"${followUp.question}": named ${covered.length} of ${followUp.keyPoints.length} key points${covered.length ? ` (${covered.join("; ")})` : ""} in ${quote(answer)}`
        : `"${followUp.question}": not answered.`,
    ),
    ...(nudges > 0 ? [`Needed ${nudges} ${nudges === 1 ? "nudge" : "nudges"} from the interviewer.`] : []),
  ];
  const reason =
    isOptimal && isAccepted
      ? "Found the optimal approach and made it pass."
      : "The solution fell short of the optimal approach or did not pass.";
  return { criterion: "problem-solving", score, reason, evidence };
}

function scoreCoding({ submissions, code }: RoundRecord): CodingCriterionScore {
  const acceptedAt = submissions.findIndex(({ verdict }) => verdict === "accepted");
  const accepted = submissions[acceptedAt];
  const best = submissions.reduce<CodingSubmission | null>(
    (top, next) => (top && top.passed / top.total >= next.passed / next.total ? top : next),
    null,
  );
  const lines = code ? code.split("\n").filter((line) => line.trim()) : [];
  const codeEvidence = lines[0]
    ? [
        `Wrote ${lines.length} lines of ${LANGUAGE_LABELS[submissions.at(-1)?.language ?? "javascript"]}, from ${quote(lines[0].trim())}`,
      ]
    : [];
  if (accepted) {
    const ordinal = ORDINALS[acceptedAt] ?? `#${acceptedAt + 1}`;
    return {
      criterion: "coding",
      score: clamp(5 - Math.min(2, acceptedAt)),
      reason: acceptedAt === 0 ? "Correct on the first Submit." : "Correct after failed Submits.",
      evidence: [`Accepted ${accepted.passed}/${accepted.total} tests on the ${ordinal} Submit.`, ...codeEvidence],
    };
  }
  if (!best)
    return {
      criterion: "coding",
      score: 1,
      reason: "No code was submitted.",
      evidence: ["No Submit during the round."],
    };
  const ratio = best.passed / best.total;
  return {
    criterion: "coding",
    score: ratio >= 0.5 ? 2 : 1,
    reason: "The code never passed every test.",
    evidence: [
      `Best Submit: ${best.passed}/${best.total} tests (${getVerdictLabel(best.verdict, best.language)}), ${submissions.length} ${submissions.length === 1 ? "Submit" : "Submits"} in all.`,
      ...codeEvidence,
    ],
  };
}

function scoreTesting({ transcript, submissions }: RoundRecord): CodingCriterionScore {
  const words = [...said(transcript, "complexity"), ...said(transcript, "code")].join("\n");
  const kinds = TEST_KINDS.filter(([, pattern]) => pattern.test(words)).map(([kind]) => kind);
  const acceptedAt = submissions.findIndex(({ verdict }) => verdict === "accepted");
  const verified = acceptedAt === 0;
  const score = clamp(1 + Math.min(3, kinds.length) + (verified ? 1 : 0));
  const sentence = words.split(/(?<=[.!?\n])\s*/).find((part) => TEST_KINDS.some(([, pattern]) => pattern.test(part)));
  const evidence = [
    sentence ? `Would test ${kinds.join(", ")}: ${quote(sentence)}` : "Named no inputs to test with.",
    acceptedAt === -1
      ? "No Submit was Accepted."
      : acceptedAt === 0
        ? "Accepted on the first Submit: verified before submitting."
        : `${acceptedAt} failed ${acceptedAt === 1 ? "Submit" : "Submits"} before the Accepted one.`,
  ];
  const reason =
    kinds.length >= 2
      ? "Named the inputs that would break a first attempt."
      : "Said little about how to test the code.";
  return { criterion: "testing", score, reason, evidence };
}

function scoreComplexity({ transcript, problem }: RoundRecord): CodingCriterionScore {
  const analysis = said(transcript, "complexity").join(" ");
  const stated = readStatedComplexity(analysis || said(transcript, "clarify").join(" "));
  let score = 1;
  const evidence: string[] = [];
  for (const kind of ["time", "space"] as const) {
    const expected = problem.complexity[kind];
    const given = stated[kind];
    const isRight = given !== null && compareComplexity(given, expected) === "same";
    score += isRight ? (kind === "time" ? 2 : 1.5) : given ? 0.5 : 0;
    evidence.push(
      given
        ? `Stated ${given} ${kind}; the problem's is ${expected}.`
        : `Did not state the ${kind} complexity (the problem's is ${expected}).`,
    );
  }
  const reason =
    score >= 4 ? "The stated complexity matches the problem's." : "The stated complexity is missing or off.";
  return { criterion: "complexity", score: clamp(Math.round(score)), reason, evidence };
}

function said(transcript: CodingTurn[], phase: CodingPhase): string[] {
  return transcript.filter((turn) => turn.role === "candidate" && turn.phase === phase).map(({ text }) => text);
}

function quote(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}”`;
}

function clamp(score: number): number {
  return Math.max(1, Math.min(5, score));
}
