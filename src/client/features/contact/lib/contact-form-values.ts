import { isInquiryType } from "@/shared/constants/contact-options";
import type { ContactInput } from "@/shared/schemas/contact";

export const EMPTY_CONTACT_FORM = {
  name: "",
  email: "",
  company: "",
  subject: "",
  message: "",
  inquiryType: "general",
} satisfies ContactInput;

/**
 * The form's starting values: other pages link here with ?inquiry= and ?subject= (the GDPR page,
 * the webinars' "Apply to Speak"); an unknown inquiry type falls back to general.
 */
export function getContactFormDefaults(searchParams: URLSearchParams): ContactInput {
  const inquiry = searchParams.get("inquiry");
  return {
    ...EMPTY_CONTACT_FORM,
    inquiryType: isInquiryType(inquiry) ? inquiry : "general",
    subject: searchParams.get("subject") ?? "",
  };
}
