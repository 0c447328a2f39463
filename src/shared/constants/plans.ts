// The plans (docs/product-decisions.md, "Plans"): what the pricing page sells, what each plan allows.

export const PLAN_TYPES = ["trial", "starter", "professional", "enterprise"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Every new account starts with this trial (no card). */
export const TRIAL_DAYS = 14;

/** The price label Settings shows for a plan type. */
export const PLAN_PRICE_LABELS: Record<PlanType, string> = {
  trial: "Free",
  starter: "$39",
  professional: "$79",
  enterprise: "$149",
};

/** Monthly quotas per plan; `null` means unlimited. */
export const PLAN_QUOTAS: Record<PlanType, { codingProblems: number | null; mockInterviews: number | null }> = {
  trial: { codingProblems: null, mockInterviews: null },
  starter: { codingProblems: 50, mockInterviews: 5 },
  professional: { codingProblems: null, mockInterviews: 20 },
  enterprise: { codingProblems: null, mockInterviews: null },
};

export type PricingPlan = {
  type: Exclude<PlanType, "trial">;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  buttonText: string;
  popular: boolean;
  note?: string;
};

/** The three plans of the pricing section, exactly as section 9 lists them (all monthly). */
export const PRICING_PLANS: PricingPlan[] = [
  {
    type: "starter",
    name: "Starter",
    price: "$39",
    period: "/month",
    description: "Everything you need to start preparing with structure.",
    features: [
      "50 coding problems per month",
      "5 AI mock interviews",
      "Basic progress tracking",
      "Email support",
      "Community access",
      "Mobile app",
    ],
    buttonText: "Get Started Now",
    popular: false,
  },
  {
    type: "professional",
    name: "Professional",
    price: "$79",
    period: "/month",
    description: "For engineers with an interview on the calendar.",
    features: [
      "Unlimited coding problems",
      "20 mock interviews per month",
      "System design practice",
      "Company-specific prep",
      "Advanced analytics",
      "Priority support",
      "Interview scheduling assistant",
      "Resume review",
    ],
    buttonText: "Get Started Now",
    popular: true,
    note: "Save 20% with annual billing",
  },
  {
    type: "enterprise",
    name: "Enterprise",
    price: "$149",
    period: "/month",
    description: "For teams and serious career moves.",
    features: [
      "Everything in Professional",
      "Unlimited mock interviews",
      "Custom scenarios",
      "Team tools",
      "Dedicated account manager",
      "1-on-1 coaching",
      "Integrations",
      "White-label",
    ],
    buttonText: "Contact Sales",
    popular: false,
  },
];
