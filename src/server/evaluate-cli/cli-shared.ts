import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { AiProvider } from "@/server/ai/ai-provider";
import { createAiProvider } from "@/server/ai/create-ai-provider";
import { createLibraryProvider } from "@/server/ai/library-provider";
import { type Library, readLibrary } from "@/server/content/load-library";
import { EnvError, parseEnv } from "@/server/env";
import { createLogger } from "@/server/lib/logger";
import { type ProviderName, UsageError } from "./parse-args";

// What `npm run evaluate` and `npm run review-design` share: where they print, the library and provider they
// read with, the files they take, and how they fail (one line on stderr, exit status 2 or 1).

export type CliOutput = { out: (line: string) => void; err: (line: string) => void };

export const PROCESS_OUTPUT: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export type CliOptions = {
  output?: CliOutput;
  contentDir?: string;
  /** Where `--provider openai` reads OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL and AI_TIMEOUT_MS (default: process.env). */
  env?: Record<string, string | undefined>;
};

/** The library's interview questions and scenarios: the problems are not read. */
export async function readCliLibrary(contentDir: string | undefined): Promise<Library> {
  const { library } = await readLibrary({ contentDir, onlyProblems: [] });
  return library;
}

/** The library's automatic check, or the model the server would use with AI_PROVIDER=openai. */
export async function createCliProvider(
  name: ProviderName,
  library: Library,
  env: Record<string, string | undefined>,
): Promise<AiProvider> {
  if (name === "library") return createLibraryProvider({ library });
  try {
    return await createAiProvider({ ...parseEnv(env), AI_PROVIDER: "openai" }, createLogger("silent"));
  } catch (error) {
    if (error instanceof EnvError) throw new UsageError(error.message);
    throw error;
  }
}

/** "did you mean …": slugs that contain the given one, are contained in it, or share two longer words. */
export function nearSlugs(slugs: readonly string[], slug: string): string[] {
  const words = new Set(slug.split("-").filter((word) => word.length > 3));
  return slugs
    .filter(
      (other) =>
        other.includes(slug) || slug.includes(other) || other.split("-").filter((word) => words.has(word)).length >= 2,
    )
    .slice(0, 3);
}

export async function readText(file: string): Promise<string> {
  return readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
  });
}

/** A labelled set: the file itself, or every .json file of a folder, in name order. */
export async function setFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      `cannot read ${target}: ${error.code === "ENOENT" ? "no such file or folder" : error.message}`,
    );
  });
  if (!info.isDirectory()) return [target];
  const names = (await readdir(target)).filter((name) => name.endsWith(".json")).sort();
  if (names.length === 0) throw new UsageError(`${target} holds no .json set file`);
  return names.map((name) => path.join(target, name));
}

/** Runs a parser of a labelled file, turning its error (which names the file and the fields) into a usage error. */
export function parseSetFile<T>(parse: (file: string) => T, file: string): T {
  try {
    return parse(file);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** One line on stderr, never a stack trace: 2 for a usage error, 1 when the work itself failed. */
export function complain(command: string, error: unknown, output: CliOutput, hint = ""): number {
  const message = error instanceof Error ? error.message : String(error);
  output.err(`${command}: ${message}${error instanceof UsageError ? hint : ""}`);
  return error instanceof UsageError ? 2 : 1;
}

/** A library item by its slug; an unknown slug is a usage error that names the nearest ones. */
export function findBySlug<T extends { slug: string }>(items: readonly T[], slug: string, what: string): T {
  const found = items.find((item) => item.slug === slug);
  if (found) return found;
  const near = nearSlugs(
    items.map(({ slug: other }) => other),
    slug,
  );
  throw new UsageError(`no library ${what} "${slug}"${near.length > 0 ? `; did you mean ${near.join(", ")}?` : ""}`);
}

type CliCommand = { mode: "help" } | { mode: "answer" | "design" | "set"; provider: ProviderName };

/**
 * The one flow of both CLIs: parse the arguments (or print the usage), read the library, make the provider, then
 * do the one item or the labelled set. Exit status: 0 done, 2 a usage error, 1 a failure.
 */
export async function runCli<C extends CliCommand>(
  argv: string[],
  options: CliOptions,
  cli: {
    name: string;
    usage: string;
    parse: (argv: string[]) => C;
    run: (
      command: Exclude<C, { mode: "help" }>,
      library: Library,
      provider: AiProvider,
      output: CliOutput,
    ) => Promise<void>;
  },
): Promise<number> {
  const output = options.output ?? PROCESS_OUTPUT;
  let command: C;
  try {
    command = cli.parse(argv);
  } catch (error) {
    return complain(cli.name, error, output, ` (npm run ${cli.name} -- --help)`);
  }
  if (command.mode === "help") {
    output.out(cli.usage);
    return 0;
  }
  try {
    const library = await readCliLibrary(options.contentDir);
    const provider = await createCliProvider(command.provider, library, options.env ?? process.env);
    await cli.run(command as Exclude<C, { mode: "help" }>, library, provider, output);
    return 0;
  } catch (error) {
    return complain(cli.name, error, output);
  }
}
