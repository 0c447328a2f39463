import { clsx } from "clsx";
import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { useNewsletterSignUp } from "../hooks/use-newsletter-sign-up";
import type { NewsletterResult } from "./newsletter-result";

const TONES = {
  success: { icon: CircleCheck, className: "border-green-400/30 bg-green-400/10 text-green-300" },
  warning: { icon: TriangleAlert, className: "border-yellow-300/30 bg-yellow-300/10 text-yellow-200" },
  error: { icon: CircleAlert, className: "border-red-400/30 bg-red-400/10 text-red-300" },
} as const;

/**
 * The footer's newsletter sign-up, styled for a dark background. It sits on every public page and is
 * prerendered, then hydrated as the footer nears the viewport (the layout's DeferredSection), so it
 * keeps to React state (useNewsletterSignUp).
 */
export function NewsletterForm() {
  const fieldId = useId();
  const { field, email, setEmail, fieldError, isSubmitting, message, handleSubmit } = useNewsletterSignUp();
  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Newsletter">
      <fieldset disabled={isSubmitting} className="space-y-2">
        <label htmlFor={`${fieldId}-email`} className="block text-sm font-medium text-slate-200">
          Email address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={field}
            id={`${fieldId}-email`}
            type="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${fieldId}-error` : undefined}
            className={clsx(
              "h-10 w-full min-w-0 rounded-lg border bg-white/5 sm:flex-1 px-3 text-sm text-white placeholder:text-slate-400",
              "focus-visible:outline-brand-500 disabled:opacity-60",
              fieldError ? "border-red-400" : "border-white/15",
            )}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" className="shrink-0 focus-visible:outline-white">
            {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            Subscribe
          </Button>
        </div>
        {fieldError ? (
          <p id={`${fieldId}-error`} className="text-sm text-red-300">
            {fieldError}
          </p>
        ) : null}
      </fieldset>
      <div role="status">{message ? <ResultMessage message={message} /> : null}</div>
    </form>
  );
}

function ResultMessage({ message }: { message: NewsletterResult }) {
  const { icon: Icon, className } = TONES[message.tone];
  return (
    <p className={clsx("flex items-start gap-2 rounded-lg border px-3 py-2 text-sm", className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message.text}
    </p>
  );
}
