import { useEffect } from "react";
import { ApiError } from "@/client/lib/api-client";
import type { ContactInput } from "@/shared/schemas/contact";
import { useSendContactMessage } from "../api/send-contact-message";
import { EMPTY_CONTACT_FORM } from "../lib/contact-form-values";
import type { ContactForm } from "./use-contact-form";

/** The product's confirmations hide after 5 seconds. */
const CONFIRMATION_MS = 5000;

/**
 * Sends the form: on success it clears to `valuesAfterSend` and the confirmation hides after a while;
 * on failure everything typed stays and the server's field issues go beside their fields.
 */
export function useSendContactForm(form: ContactForm, valuesAfterSend: ContactInput) {
  const mutation = useSendContactMessage();
  const { handleSubmit, setError, reset } = form;
  const resetMutation = mutation.reset;

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(resetMutation, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, resetMutation]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      reset(valuesAfterSend);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      for (const issue of error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && field in EMPTY_CONTACT_FORM) {
          setError(field as keyof ContactInput, { message: issue.message });
        }
      }
    }
  });

  return { mutation, onSubmit };
}
