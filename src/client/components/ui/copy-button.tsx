import { clsx } from "clsx";
import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

type CopyButtonProps = {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for its name ("Copy input") and the confirmation ("Input copied"). */
  what: string;
  className?: string;
};

/** How long "Copied" stays on the button. */
const CONFIRMATION_MS = 2000;

/**
 * A small "Copy" button: it puts `text` on the clipboard and says "Copied" for a moment, announced politely
 * to screen readers; where the browser blocks the clipboard it says so instead.
 */
export function CopyButton({ text, what, className }: CopyButtonProps) {
  const [result, setResult] = useState<"copied" | "blocked" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setResult("copied");
    } catch {
      setResult("blocked");
    }
    timer.current = setTimeout(() => setResult(null), CONFIRMATION_MS);
  };

  return (
    <span className={clsx("inline-flex items-center", className)}>
      <button
        type="button"
        aria-label={`Copy ${what.toLowerCase()}`}
        onClick={() => void copy()}
        className="inline-flex h-6 items-center gap-1 rounded px-1.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {result === "copied" ? (
          <Check aria-hidden className="size-3.5 text-green-600" />
        ) : (
          <Copy aria-hidden className="size-3.5" />
        )}
        {result === "copied" ? "Copied" : "Copy"}
      </button>
      <span role="status" className="sr-only">
        {result === "copied" ? `${what} copied` : result === "blocked" ? "This browser blocks copying" : ""}
      </span>
      {result === "blocked" ? (
        <span className="ml-1 text-xs text-red-700" aria-hidden>
          Copying is blocked; select the text instead.
        </span>
      ) : null}
    </span>
  );
}
