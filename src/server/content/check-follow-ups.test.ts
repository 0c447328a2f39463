import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { type FollowUp, type LibraryProblem, libraryProblemSchema } from "@/shared/schemas/content";
import { checkFollowUps, MAX_PROBLEMS_PER_FOLLOW_UP } from "./check-follow-ups";
import { CONTENT_DIR } from "./load-library";

const twoSum = libraryProblemSchema.parse(
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "problems/two-sum/problem.json"), "utf8")),
);

const sorted: FollowUp = {
  question: "What if the array is sorted?",
  keyPoints: ["two pointers from both ends", "O(n) time, O(1) extra space"],
};
const stream: FollowUp = {
  question: "What if the numbers arrive as a stream?",
  keyPoints: ["hash set of the values seen so far", "O(1) per number"],
};

function createProblem(slug: string, followUps: FollowUp[]): LibraryProblem {
  return { ...twoSum, slug, followUps };
}

test("accepts problems whose follow-ups are their own", () => {
  expect(checkFollowUps([twoSum, createProblem("pair-sum", [sorted, stream])])).toEqual([]);
});

test("reports a question asked twice by one problem, whatever its case and spacing, and a repeated key point", () => {
  const repeated = { ...stream, question: " what if the ARRAY is  sorted? " };
  const samePoints = { ...stream, keyPoints: ["O(1) per number", "o(1) per number"] };
  expect(checkFollowUps([createProblem("pair-sum", [sorted, repeated, samePoints])])).toEqual([
    'content/problems/pair-sum/problem.json: followUps[1]: the question " what if the ARRAY is  sorted? " appears more than once',
    'content/problems/pair-sum/problem.json: followUps[2]: key point "o(1) per number" appears more than once',
  ]);
});

test(`reports a question copied word for word across more than ${MAX_PROBLEMS_PER_FOLLOW_UP} problems`, () => {
  const slugs = ["a-sum", "b-sum", "c-sum", "d-sum"];
  const problems = slugs.map((slug) =>
    createProblem(slug, [sorted, { ...stream, question: `${stream.question} (${slug})` }]),
  );
  expect(checkFollowUps(problems.slice(0, MAX_PROBLEMS_PER_FOLLOW_UP))).toEqual([]);
  expect(checkFollowUps(problems)).toEqual([
    'follow-up "What if the array is sorted?" is asked by 4 problems (a-sum, b-sum, c-sum, d-sum), more than 3: ' +
      "make it specific to each problem",
  ]);
});
