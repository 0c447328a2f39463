import { clsx } from "clsx";
import { CircleAlert, CircleCheck, LoaderCircle, TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useTransientMessage } from "@/client/hooks/use-transient-message";
import { NEWSLETTER_MESSAGES } from "@/shared/constants/newsletter";
import type { NewsletterResult } from "./newsletter-result";

const RESULT_VISIBLE_MS = 5000;

const TONES = {
  success: { icon: CircleCheck, className: "border-green-400/30 bg-green-400/10 text-green-300" },
  warning: { icon: TriangleAlert, className: "border-yellow-300/30 bg-yellow-300/10 text-yellow-200" },
  error: { icon: CircleAlert, className: "border-red-400/30 bg-red-400/10 text-red-300" },
} as const;

/**
 * The footer's newsletter sign-up, styled for a dark background. It sits on every public page and is
 * prerendered, then hydrated as the footer nears the viewport (the layout's DeferredSection), so it
 * keeps to React state: the check, zod and the API client come on the first submit
 * (../api/subscribe-to-newsletter).
 */
export function NewsletterForm() {
  const fieldId = useId();
  const { message, showMessage } = useTransientMessage<NewsletterResult>(RESULT_VISIBLE_MS);
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  // State shows on the next render; the ref stops a second submit in the same moment.
  const submitting = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  // An address typed into the prerendered field before React hydrated it is in the field, not in state.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setEmail(typed);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A blank value, or a second submit while one runs, does nothing at all.
    if (submitting.current || email.trim() === "") return;
    submitting.current = true;
    setIsSubmitting(true);
    try {
      const { subscribeToNewsletter } = await import("../api/subscribe-to-newsletter");
      const outcome = await subscribeToNewsletter(email);
      if ("fieldError" in outcome) {
        setFieldError(outcome.fieldError);
        return;
      }
      setFieldError(undefined);
      if (outcome.tone === "success") setEmail("");
      showMessage(outcome);
    } catch {
      // The module itself did not arrive (offline): what was typed stays for another try.
      showMessage({ tone: "error", text: NEWSLETTER_MESSAGES.failed });
    } finally {
      submitting.current = false;
      setIsSubmitting(false);
    }
  }

  const Icon = message ? TONES[message.tone].icon : null;
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
      <div role="status">
        {message && Icon ? (
          <p
            className={clsx(
              "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
              TONES[message.tone].className,
            )}
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
