import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTransientMessage } from "@/client/hooks/use-transient-message";
import { NEWSLETTER_MESSAGES } from "@/shared/constants/newsletter";
import type { NewsletterResult } from "../components/newsletter-result";

const RESULT_VISIBLE_MS = 5000;

/**
 * The newsletter form's state in plain React state (no form library on the public pages): the address,
 * its error, one submit at a time, and the result shown for a while. The check, zod and the API client
 * come on the first submit (../api/subscribe-to-newsletter).
 */
export function useNewsletterSignUp() {
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

  return { field, email, setEmail, fieldError, isSubmitting, message, handleSubmit };
}
