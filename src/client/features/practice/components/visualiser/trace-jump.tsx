import { Crosshair } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";

type TraceJumpProps = {
  lineCount: number;
  /** "Go to the failing line" when the run failed (an error, or a test whose answer is wrong). */
  failingLabel: string | null;
  onFailingLine: () => void;
  /** Goes to the next step at a line; false when the line never runs. */
  onLine: (line: number) => boolean;
};

/** Jumps: to the failing line, and to the next step at a line the user types. */
export function TraceJump({ lineCount, failingLabel, onFailingLine, onLine }: TraceJumpProps) {
  const id = useId();
  const [line, setLine] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = Number(line);
    if (!Number.isInteger(target) || target < 1 || target > lineCount) {
      setMessage(`Choose a line from 1 to ${lineCount}.`);
      return;
    }
    setMessage(onLine(target) ? null : `Line ${target} does not run in this trace.`);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {failingLabel ? (
        <Button variant="secondary" size="sm" onClick={onFailingLine} className="h-10 lg:h-8">
          <Crosshair aria-hidden className="size-4 text-red-600" />
          {failingLabel}
        </Button>
      ) : null}
      <form onSubmit={submit} className="flex items-center gap-1.5">
        <label htmlFor={id} className="text-sm text-slate-600">
          Line
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={lineCount}
          value={line}
          onChange={(event) => setLine(event.target.value)}
          aria-describedby={`${id}-message`}
          className="h-10 w-16 rounded-md border border-slate-300 bg-white px-2 text-sm tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none lg:h-8"
        />
        <Button type="submit" variant="secondary" size="sm" className="h-10 lg:h-8">
          Go
        </Button>
      </form>
      <p id={`${id}-message`} role="status" className="w-full text-xs text-slate-600 empty:hidden">
        {message}
      </p>
    </div>
  );
}
