import { clsx } from "clsx";
import { Check, CloudOff, LoaderCircle, TriangleAlert } from "lucide-react";
import type { AutosaveStatus } from "@/client/lib/autosave";

const ICONS = {
  saved: Check,
  saving: LoaderCircle,
  offline: CloudOff,
  retrying: TriangleAlert,
  rejected: TriangleAlert,
};

/** "Saved" / "Saving…" / "Offline — saved on this device" / "Not saved — retrying", with an icon. */
export function AutosaveStatusText({
  status,
  label,
  testId,
}: {
  status: AutosaveStatus;
  label: string;
  testId: string;
}) {
  const Icon = ICONS[status];
  return (
    <span
      data-testid={testId}
      className={clsx(
        "inline-flex items-center gap-1 text-xs",
        status === "saved" || status === "saving" ? "text-slate-500" : "font-medium text-amber-800",
        status === "rejected" && "text-red-700",
      )}
    >
      <Icon aria-hidden className={clsx("size-3.5 shrink-0", status === "saving" && "animate-spin")} />
      {label}
    </span>
  );
}
