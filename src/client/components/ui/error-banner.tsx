import { CircleAlert, X } from "lucide-react";

/** The red banner for a failed action (sign-in, a save, a generation): announced at once, dismissible. */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
      <p className="flex-1 text-sm">{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-md text-red-700 hover:bg-red-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
