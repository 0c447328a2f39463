import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { type ContactInput, type ContactSubmission, contactInputSchema } from "@/shared/schemas/contact";
import { getContactFormDefaults } from "../utils/contact-form-values";

/** The contact form's state, pre-filled from ?inquiry= and ?subject=; shared by the form and the channels. */
export function useContactForm() {
  const [searchParams] = useSearchParams();
  return useForm<ContactInput, unknown, ContactSubmission>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: getContactFormDefaults(searchParams),
  });
}

export type ContactForm = ReturnType<typeof useContactForm>;
