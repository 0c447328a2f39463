import fs from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "@/shared/judge/languages";
import { detectLanguage, UsageError } from "./parse-args";

/** One solution of a corpus: `<language>/<slug>.<ext>` or `<language>/<slug>--<label>.<ext>`. */
export type CorpusFile = { name: string; file: string; language: Language; slug: string };

/** A corpus file's slug, or undefined when the name is not `<slug>.<ext>` / `<slug>--<label>.<ext>` of its folder's language. */
export function readCorpusName(name: string, language: Language): string | undefined {
  if (detectLanguage(name) !== language) return undefined;
  const stem = name.slice(0, name.length - path.extname(name).length);
  const slug = stem.split("--")[0] ?? "";
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : undefined;
}

/**
 * Every solution in a corpus folder, language by language (javascript, typescript, python), each
 * sorted by name; `skipped` names the files whose names do not fit. A missing language folder is empty.
 */
export async function listCorpus(dir: string): Promise<{ files: CorpusFile[]; skipped: string[] }> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw new UsageError(`no corpus folder ${dir}`);
  const files: CorpusFile[] = [];
  const skipped: string[] = [];
  for (const language of LANGUAGES) {
    const folder = path.join(dir, language);
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((entry) => !entry.startsWith(".")).sort()) {
      const slug = readCorpusName(name, language);
      const relative = `${language}/${name}`;
      if (slug) files.push({ name: relative, file: path.join(folder, name), language, slug });
      else skipped.push(relative);
    }
  }
  return { files, skipped };
}
