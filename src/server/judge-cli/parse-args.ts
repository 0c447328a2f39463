import path from "node:path";
import { parseArgs } from "node:util";
import { LANGUAGES, type Language } from "@/shared/judge/languages";

export const JUDGE_USAGE = [
  "Judges a solution file against every test of a library problem, as the browser's Submit does.",
  "",
  "  npm run judge -- <problem-slug> <file> [--language javascript|typescript|python|java|cpp|go] [--json]",
  "  npm run judge -- --corpus <dir> [--json]",
  "",
  "The language comes from the file's extension (.js .mjs .cjs, .ts, .py, .java, .cpp .cc .cxx, .go) unless",
  "--language names it. Java, C++ and Go are compiled and run as a runner runs them, in a bubblewrap sandbox",
  "on this machine (docs/runners.md says what to install).",
  "--corpus judges every <dir>/<language>/<slug>.<ext> and <slug>--<label>.<ext>.",
  "Exit status: 0 when everything is Accepted, 1 when not, 2 on a usage error.",
].join("\n");

export type JudgeCommand =
  | { mode: "help" }
  | { mode: "file"; slug: string; file: string; language: Language; isJson: boolean }
  | { mode: "corpus"; dir: string; isJson: boolean };

/** A mistake on the command line or a slug or file that does not exist: one line, exit status 2. */
export class UsageError extends Error {}

const EXTENSIONS: Record<string, Language> = {
  ".js": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".ts": "typescript",
  ".py": "python",
  ".java": "java",
  ".cpp": "cpp",
  ".cc": "cpp",
  ".cxx": "cpp",
  ".go": "go",
};

/** Other names users give a language on the command line. */
const LANGUAGE_ALIASES: Record<string, Language> = { "c++": "cpp", golang: "go" };

/** The language a file is written in, from its extension. */
export function detectLanguage(file: string): Language | undefined {
  return EXTENSIONS[path.extname(file).toLowerCase()];
}

export function parseJudgeArgs(argv: string[]): JudgeCommand {
  const { values, positionals } = readArgs(argv);
  if (values.help) return { mode: "help" };
  const isJson = values.json === true;
  if (values.corpus !== undefined) {
    if (positionals.length > 0 || values.language !== undefined)
      throw new UsageError("--corpus takes a folder only, no problem slug, file or --language");
    return { mode: "corpus", dir: values.corpus, isJson };
  }
  const [slug, file, ...extra] = positionals;
  if (slug === undefined || file === undefined)
    throw new UsageError("give a problem slug and a file, e.g. npm run judge -- two-sum solution.py");
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { mode: "file", slug, file, language: readLanguage(values.language, file), isJson };
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        language: { type: "string", short: "l" },
        json: { type: "boolean" },
        corpus: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    // Node's message goes on to explain `--`; its first sentence is what went wrong.
    const message = (error as Error).message.split(/\.\s/)[0] ?? String(error);
    throw new UsageError(message.replace(/^Unknown option/, "unknown option").replace(/\.$/, ""));
  }
}

function readLanguage(option: string | undefined, file: string): Language {
  if (option !== undefined) {
    const name = option.toLowerCase();
    const language = LANGUAGES.find((known) => known === (LANGUAGE_ALIASES[name] ?? name));
    if (!language) throw new UsageError(`unknown language "${option}": use ${LANGUAGES.join(", ")}`);
    return language;
  }
  const detected = detectLanguage(file);
  if (!detected)
    throw new UsageError(
      `cannot tell the language of ${file} from its extension: add --language ${LANGUAGES.join("|")}`,
    );
  return detected;
}
