import type { RunnerLanguage } from "@/shared/judge/languages";
import { cpp } from "./cpp";
import { go } from "./go";
import { java } from "./java";
import type { NativeLanguage } from "./native-language";

/** Every language a runner judges, by its id. */
export const NATIVE_LANGUAGES: Record<RunnerLanguage, NativeLanguage> = { java, cpp, go };
