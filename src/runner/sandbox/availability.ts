import { SANDBOX_PACKAGES } from "@/shared/judge/languages";
import { DEFAULT_COMPILE_LIMITS } from "./limits";
import { createJobSandbox, type JobSandboxOptions } from "./sandbox";
import { type LanguageId, TOOLCHAINS } from "./toolchains";

export type SandboxAvailability = {
  /** bwrap makes a working sandbox here (namespaces allowed, the job user usable). */
  available: boolean;
  /** Languages whose toolchain answers its version command inside the sandbox. */
  languages: LanguageId[];
  /** What is missing or failing, in words. */
  missing: string[];
  /** The command that installs what is missing; empty when nothing is. */
  install: string;
};

const LANGUAGE_NAMES: Record<LanguageId, string> = {
  java: "Java 17 (javac and java)",
  cpp: "C++ (g++)",
  go: "Go (go 1.23)",
};

function installCommand(packages: string[]): string {
  return packages.length === 0 ? "" : `apt-get install -y ${[...new Set(packages)].join(" ")}`;
}

/**
 * Whether this machine can run jobs, and in which languages: starts a sandbox that runs `true`, then
 * each toolchain's version command in it. Takes about a second (the JVM's start dominates).
 */
export async function sandboxAvailability(options: JobSandboxOptions = {}): Promise<SandboxAvailability> {
  const limits = { ...DEFAULT_COMPILE_LIMITS, wallMs: 20_000 };
  let sandbox: Awaited<ReturnType<typeof createJobSandbox>> | null = null;
  try {
    sandbox = await createJobSandbox(options);
    const probe = await sandbox.run({ argv: ["true"], limits });
    if (probe.ended !== "exited" || probe.exitCode !== 0) throw new Error(probe.stderr.trim() || probe.ended);
  } catch (error) {
    await sandbox?.dispose();
    const reason = error instanceof Error ? error.message : String(error);
    const allPackages = [...SANDBOX_PACKAGES, ...Object.values(TOOLCHAINS).flatMap((t) => t.aptPackages)];
    return {
      available: false,
      languages: [],
      missing: [`a working bubblewrap sandbox (${reason})`],
      install: installCommand(allPackages),
    };
  }
  const languages: LanguageId[] = [];
  const missing: string[] = [];
  const packages: string[] = [];
  try {
    for (const [language, toolchain] of Object.entries(TOOLCHAINS) as [LanguageId, (typeof TOOLCHAINS)[LanguageId]][]) {
      const result = await sandbox
        .run({ argv: toolchain.versionCommand, env: toolchain.env, limits })
        .catch(() => null);
      if (result?.ended === "exited" && result.exitCode === 0) {
        languages.push(language);
      } else {
        missing.push(LANGUAGE_NAMES[language]);
        packages.push(...toolchain.aptPackages);
      }
    }
  } finally {
    await sandbox.dispose();
  }
  return { available: true, languages, missing, install: installCommand(packages) };
}
