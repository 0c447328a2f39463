import { AlertCircle, CheckCircle2, Send } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/client/components/ui/button";
import { ApiError } from "@/client/lib/api-client";
import { CONTACT_LIMITS, INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from "@/shared/constants/contact-options";
import { formatCount } from "@/shared/format-count";
import type { ContactInput } from "@/shared/schemas/contact";
import { useSendContactMessage } from "../api/send-contact-message";
import type { ContactForm as ContactFormState } from "../hooks/use-contact-form";
import { EMPTY_CONTACT_FORM } from "../lib/contact-form-values";
import { getContactErrorMessage } from "../lib/get-contact-error-message";
import { FormField, getDescribedBy, inputClasses } from "./form-field";

/** The product's confirmations hide after 5 seconds. */
const CONFIRMATION_MS = 5000;

/**
 * The message form, on the contact page and in the workspace's contact dialog. On failure everything
 * typed stays; on success it clears (to `valuesAfterSend`: the dialog keeps who is writing) and confirms.
 */
export function ContactForm({
  form,
  valuesAfterSend = EMPTY_CONTACT_FORM,
}: {
  form: ContactFormState;
  valuesAfterSend?: ContactInput;
}) {
  const mutation = useSendContactMessage();
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors, isSubmitting } = formState;
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
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (typeof field === "string" && field in EMPTY_CONTACT_FORM) {
            setError(field as keyof ContactInput, { message: issue.message });
          }
        }
      }
    }
  });

  const fieldProps = (name: keyof ContactInput, { hasHint = false } = {}) => ({
    id: `contact-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": getDescribedBy(`contact-${name}`, { error: errors[name]?.message, hasHint }),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="space-y-6">
      <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Send us a message
      </h2>
      {mutation.isSuccess ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          <div>
            <p className="font-semibold">Message Sent Successfully!</p>
            <p className="text-sm">Thank you for reaching out. We'll get back to you within 24 hours.</p>
          </div>
        </div>
      ) : null}
      {mutation.isError ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
          <p>{getContactErrorMessage(mutation.error)}</p>
        </div>
      ) : null}
      <fieldset disabled={isSubmitting} className="grid gap-6 sm:grid-cols-2">
        <legend className="sr-only">Your message</legend>
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <input
            {...register("name")}
            {...fieldProps("name")}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            className={inputClasses}
          />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <input
            {...register("email")}
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            className={inputClasses}
          />
        </FormField>
        <FormField id="contact-company" label="Company (optional)" error={errors.company?.message}>
          <input
            {...register("company")}
            {...fieldProps("company")}
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.company}
            className={inputClasses}
          />
        </FormField>
        <FormField id="contact-inquiryType" label="Inquiry Type" error={errors.inquiryType?.message}>
          <select {...register("inquiryType")} {...fieldProps("inquiryType")} className={inputClasses}>
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {INQUIRY_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-subject" label="Subject" error={errors.subject?.message} className="sm:col-span-2">
          <input
            {...register("subject")}
            {...fieldProps("subject")}
            maxLength={CONTACT_LIMITS.subject}
            className={inputClasses}
          />
        </FormField>
        <FormField
          id="contact-message"
          label="Message"
          error={errors.message?.message}
          hint={`Up to ${formatCount(CONTACT_LIMITS.message)} characters.`}
          className="sm:col-span-2"
        >
          <textarea
            {...register("message")}
            {...fieldProps("message", { hasHint: true })}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            className={inputClasses}
          />
        </FormField>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">We reply within 24 hours (2 hours on average).</p>
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <Send className="size-4" aria-hidden="true" />
            {isSubmitting ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
