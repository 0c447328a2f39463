import fs from "node:fs";
import path from "node:path";

// The built-in library's answer keys, read from content/: the app no longer shows them before an answer
// (docs/decisions/016-answer-keys-after-the-answer.md), so the journeys that need them read them here.

type LibraryInterviewQuestion = {
  question: string;
  followUpQuestions: string[];
  expectedAnswer: string;
  evaluationCriteria: string[];
  keyPoints: { point: string }[];
};
type LibraryScenario = { title: string; evaluationCriteria: string[] };

function readJson<T>(folder: string): T[] {
  const directory = path.join(process.cwd(), "content", folder);
  return fs
    .readdirSync(directory)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => JSON.parse(fs.readFileSync(path.join(directory, name), "utf8")) as T[]);
}

/** The library question whose text the page shows. */
export function readLibraryQuestion(question: string): LibraryInterviewQuestion {
  const found = readJson<LibraryInterviewQuestion>("interview-questions").find((item) => item.question === question);
  if (!found) throw new Error(`no library question reads "${question}"`);
  return found;
}

/** The library scenario with that title. */
export function readLibraryScenario(title: string): LibraryScenario {
  const found = readJson<LibraryScenario>("scenarios").find((item) => item.title === title);
  if (!found) throw new Error(`no library scenario is titled "${title}"`);
  return found;
}
