import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { REVIEW_LIMITS, type ReviewSettings, reviewSettingsSchema } from "@/shared/schemas/spaced-repetition";
import { useReviewSettings } from "../api/get-review-settings";
import { useUpdateReviewSettings } from "../api/update-review-settings";

const FIELDS = [
  { name: "newPerDay", label: "New cards per day", hint: "0 to 100; cards seen for the first time." },
  { name: "reviewsPerDay", label: "Reviews per day", hint: "0 to 500; cards seen before." },
  {
    name: "minutesPerDay",
    label: "Minutes per day",
    hint: `${REVIEW_LIMITS.minutesPerDay.min} to ${REVIEW_LIMITS.minutesPerDay.max}; the day's reviews fit in this time, the rest wait.`,
  },
] as const;

/** Settings: the daily limits of the dashboard's Due today list, and its minutes a day. */
export function ReviewLimitsSettings() {
  const settings = useReviewSettings();
  if (settings.isPending) return <div aria-hidden className="h-32 animate-pulse rounded-lg bg-slate-100" />;
  if (settings.isError)
    return <LoadErrorAlert message="Failed to load your review limits" onRetry={() => settings.refetch()} />;
  return <ReviewLimitsForm saved={settings.data.settings} />;
}

function ReviewLimitsForm({ saved }: { saved: ReviewSettings }) {
  const update = useUpdateReviewSettings();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reviewSettingsSchema), defaultValues: saved });
  return (
    <form noValidate onSubmit={handleSubmit((values) => update.mutate(values))} className="space-y-4">
      <fieldset disabled={update.isPending} className="space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Daily reviews</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FIELDS.map(({ name, label, hint }) => (
            <div key={name}>
              <label htmlFor={`review-${name}`} className="block text-sm font-medium text-slate-900">
                {label}
              </label>
              <input
                id={`review-${name}`}
                type="number"
                inputMode="numeric"
                aria-describedby={`review-${name}-hint${errors[name] ? ` review-${name}-error` : ""}`}
                aria-invalid={errors[name] ? true : undefined}
                className="mt-1 h-10 w-full rounded-lg border border-slate-300 px-3 text-sm"
                {...register(name, { valueAsNumber: true })}
              />
              <p id={`review-${name}-hint`} className="mt-1 text-xs text-slate-600">
                {hint}
              </p>
              {errors[name] ? (
                <p id={`review-${name}-error`} className="mt-1 text-sm text-red-700">
                  {errors[name]?.message}
                </p>
              ) : null}
            </div>
          ))}
        </div>
        <Button type="submit" size="sm">
          Save limits
        </Button>
      </fieldset>
      <p role="status" className="min-h-5 text-sm">
        {update.isError ? (
          <span className="text-red-700">Your limits could not be saved. Please try again.</span>
        ) : update.isSuccess ? (
          <span className="text-green-800">Review limits saved.</span>
        ) : null}
      </p>
    </form>
  );
}
