import type { Language } from "@/shared/judge/languages";

/** The languages the visualiser traces: the three the browser runs (Java, C++ and Go run on a server). */
export type TraceLanguage = "python" | "javascript" | "typescript";

const TRACE_LANGUAGES: readonly Language[] = ["python", "javascript", "typescript"];

export function isTraceLanguage(language: Language): language is TraceLanguage {
  return TRACE_LANGUAGES.includes(language);
}

/** Why a Java, C++ or Go run has no step-through. */
export const TRACE_LANGUAGES_NOTE = "Step-through runs JavaScript, TypeScript and Python in your browser.";
