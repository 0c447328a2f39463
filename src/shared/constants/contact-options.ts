// The contact form's options and limits, without zod: the form's fields and the contact page need them
// before (and without) the schema that validates a submission (schemas/contact.ts, loaded on submit).

export const INQUIRY_TYPES = ["general", "sales", "support", "billing", "partnership", "press", "privacy"] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: "General Inquiry",
  sales: "Sales",
  support: "Technical Support",
  billing: "Billing & Payments",
  partnership: "Partnerships",
  press: "Press & Media",
  privacy: "Privacy & Data Requests",
};

/** Upper bounds on each field, so one message cannot fill the table. */
export const CONTACT_LIMITS = { name: 100, email: 254, company: 100, subject: 200, message: 5000 } as const;

export function isInquiryType(value: string | null | undefined): value is InquiryType {
  return (INQUIRY_TYPES as readonly string[]).includes(value ?? "");
}
