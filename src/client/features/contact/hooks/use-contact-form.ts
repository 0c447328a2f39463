import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useSearchParams } from "wouter";
import { type ContactInput, type ContactSubmission, contactInputSchema } from "@/shared/schemas/contact";
import { getContactFormDefaults } from "../utils/contact-form-values";

/**
 * The contact form's state, pre-filled from ?inquiry= and ?subject=, then from `prefill` (the workspace's
 * dialog gives the signed-in user's name and email); shared by the form and the channels.
 */
export function useContactForm(prefill: Partial<ContactInput> = {}) {
  const [searchParams] = useSearchParams();
  return useForm<ContactInput, unknown, ContactSubmission>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { ...getContactFormDefaults(searchParams), ...prefill },
  });
}

export type ContactForm = ReturnType<typeof useContactForm>;
