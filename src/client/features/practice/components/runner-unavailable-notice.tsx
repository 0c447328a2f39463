import {
  LANGUAGE_LABELS,
  RUNNER_LANGUAGE_PACKAGES,
  type RunnerLanguage,
  SANDBOX_PACKAGES,
} from "@/shared/judge/languages";

/**
 * Above the editor when no runner of this server judges the language: the code can still be written and
 * is saved; Run and Submit wait for a runner. Says what the server's operator installs (docs/runners.md).
 */
export function RunnerUnavailableNotice({ language }: { language: RunnerLanguage }) {
  const packages = [...SANDBOX_PACKAGES, ...RUNNER_LANGUAGE_PACKAGES[language]].join(" ");
  return (
    <div role="status" className="space-y-1 border-b border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950">
      <p className="font-medium">{LANGUAGE_LABELS[language]} is not available on this server.</p>
      <p>
        Your code is saved as you type. To judge it, the server's operator runs{" "}
        <code className="rounded bg-amber-100 px-1 font-mono">apt-get install {packages}</code>, then starts a runner
        with <code className="rounded bg-amber-100 px-1 font-mono">npm run runner</code> (or restarts{" "}
        <code className="rounded bg-amber-100 px-1 font-mono">npm start</code>).
      </p>
    </div>
  );
}
