import { clsx } from "clsx";
import { Button } from "./button";

const VARIANTS = {
  // A box of its own where the figures would have been (dashboard, Analytics Hub).
  card: "gap-3 rounded-xl border border-red-200 bg-red-50 p-4",
  // A settings tab, whose boxes are rounded-lg.
  panel: "gap-3 rounded-lg border border-red-200 bg-red-50 p-4",
  // Inside a card that already draws its own frame.
  inline: "mt-3 gap-2",
} as const;

type LoadErrorAlertProps = {
  message: string;
  onRetry: () => void;
  variant?: keyof typeof VARIANTS;
};

/** A query that failed to load: what failed, announced at once, and a button to fetch it again. */
export function LoadErrorAlert({ message, onRetry, variant = "card" }: LoadErrorAlertProps) {
  return (
    <div
      role="alert"
      className={clsx("flex flex-wrap items-center justify-between text-sm text-red-800", VARIANTS[variant])}
    >
      {message}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
