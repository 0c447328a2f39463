/** One test's line from a harness (languages/native-language.ts describes the protocol). */
export type HarnessLine =
  | { index: number; value: unknown; ms: number }
  | { index: number; error: string; line: number | null };

/** A test as the harness reported it, with what the solution printed before the report. */
export type HarnessReport = HarnessLine & { output: string };

/**
 * Reads a harness' standard output as it arrives: the solution's own printing, then a marker line per
 * test. `push` returns the tests reported in this chunk; `rest` is what was printed after the last report
 * (the output of the test that was running when the program ended).
 */
export function createHarnessReader(marker: string) {
  let buffer = "";
  const prefix = `${marker} `;
  return {
    push(chunk: string): HarnessReport[] {
      buffer += chunk;
      const reports: HarnessReport[] = [];
      for (;;) {
        const at = buffer.indexOf(prefix);
        if (at === -1) return reports;
        const end = buffer.indexOf("\n", at);
        if (end === -1) return reports;
        // The harness writes a line break before its marker, so that it starts a line: not the solution's.
        const output = buffer.slice(0, at).replace(/\n$/, "");
        reports.push({ ...parseLine(buffer.slice(at + prefix.length, end)), output });
        buffer = buffer.slice(end + 1);
      }
    },
    rest: () => buffer,
  };
}

function parseLine(text: string): HarnessLine {
  const line = JSON.parse(text) as Partial<{ index: number; value: unknown; ms: number; error: string; line: number }>;
  if (typeof line.index !== "number") throw new Error(`A harness line without an index: ${text.slice(0, 200)}`);
  if (typeof line.error === "string") return { index: line.index, error: line.error, line: line.line ?? null };
  return { index: line.index, value: line.value ?? null, ms: line.ms ?? 0 };
}
