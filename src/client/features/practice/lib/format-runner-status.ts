/** "Loading Python… 40 %" while Pyodide downloads, "Starting Python…" while it starts; null once ready. */
export function formatPythonLoading(
  progress: { phase: "downloading" | "starting" | "ready"; fraction: number | null } | null,
): string | null {
  if (!progress || progress.phase === "ready") return null;
  if (progress.phase === "starting") return "Starting Python…";
  const { fraction } = progress;
  return fraction !== null && Number.isFinite(fraction)
    ? `Loading Python… ${Math.round(Math.min(1, Math.max(0, fraction)) * 100)} %`
    : "Loading Python…";
}

/** "Waiting for a runner: 2 jobs ahead" while a job is queued, "Compiling and running on a server…" once taken. */
export function formatRunnerJobProgress(
  progress: { state: "queued"; place: number } | { state: "running" } | null,
): string | null {
  if (!progress) return null;
  if (progress.state === "running") return "Compiling and running on a server…";
  const ahead = progress.place - 1;
  if (ahead <= 0) return "Waiting for a runner: you are next";
  return `Waiting for a runner: ${ahead} ${ahead === 1 ? "job" : "jobs"} ahead`;
}
