export const SUPPORT_EMAIL = "support@preppilot.dev";
export const SUPPORT_PHONE = { display: "+1 (415) 555-0132", dial: "+14155550132" };

export const OFFICE = {
  city: "San Francisco",
  lines: ["PrepPilot, Inc.", "548 Market Street, Suite 300", "San Francisco, CA 94104", "United States"],
  hours: "Mon-Fri 9AM-6PM PST",
};

export const INQUIRY_TYPE_DESCRIPTIONS = {
  general: "Questions about PrepPilot",
  sales: "Team and enterprise plans",
  support: "Help with your account or the app",
  billing: "Plans, invoices and payments",
  partnership: "Partnerships and speaking",
  press: "Media and press requests",
  privacy: "Data access, export or deletion",
} as const;

export const CONTACT_FAQ = [
  {
    question: "How quickly can I get started?",
    answer: "Immediately. Create an account and you can start your first practice session in under two minutes.",
  },
  {
    question: "Do you offer enterprise plans?",
    answer:
      "Yes. The Enterprise plan adds team tools, custom scenarios, integrations and a dedicated account manager. Tell us about your team and we will tailor it.",
  },
  {
    question: "Is there a free trial?",
    answer: "Yes. Every account starts with a 14-day free trial with full access, and no credit card is required.",
  },
  {
    question: "Can I cancel anytime?",
    answer: "Yes. Cancel from your settings at any time; you keep access until the end of your billing period.",
  },
];
