import { Zap } from "lucide-react";

/** The strip under the contact hero promising a quick answer. */
export function ResponseTimeBanner() {
  return (
    <p className="mx-auto mt-8 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
      <Zap className="size-4" aria-hidden="true" />
      We reply within 24 hours — on average in just 2 hours.
    </p>
  );
}
