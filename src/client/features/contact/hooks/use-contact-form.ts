import { useForm } from "react-hook-form";
import { useSearchParams } from "wouter";
import { lazyZodResolver } from "@/client/lib/lazy-zod-resolver";
import type { ContactInput, ContactSubmission } from "@/shared/schemas/contact";
import { getContactFormDefaults } from "../lib/contact-form-values";

const resolver = lazyZodResolver(() => import("@/shared/schemas/contact").then((module) => module.contactInputSchema));

/**
 * The contact form's state, pre-filled from ?inquiry= and ?subject=, then from `prefill` (the workspace's
 * dialog gives the signed-in user's name and email); shared by the form and the channels.
 */
export function useContactForm(prefill: Partial<ContactInput> = {}) {
  const [searchParams] = useSearchParams();
  return useForm<ContactInput, unknown, ContactSubmission>({
    resolver,
    defaultValues: { ...getContactFormDefaults(searchParams), ...prefill },
  });
}

export type ContactForm = ReturnType<typeof useContactForm>;
