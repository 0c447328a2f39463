import { CreditCard, type LucideIcon, MessagesSquare, Rocket, ShieldCheck } from "lucide-react";

export type HelpCategory = { icon: LucideIcon; title: string; description: string; articles: number };
export type HelpArticle = {
  title: string;
  category: string;
  description: string;
  readTime: string;
  views: string;
  isPopular: boolean;
};

export const SUPPORT_EMAIL = "support@preppilot.dev";

/** Static display data, exact product texts. */
export const HELP_CATEGORIES: HelpCategory[] = [
  {
    icon: Rocket,
    title: "Getting Started",
    description: "Create your account, set your goals and run your first practice session.",
    articles: 12,
  },
  {
    icon: MessagesSquare,
    title: "Mock Interviews",
    description: "How AI mock interviews work, how they are scored and how to improve.",
    articles: 8,
  },
  {
    icon: CreditCard,
    title: "Account & Billing",
    description: "Plans, the free trial, invoices, payment methods and cancelling.",
    articles: 15,
  },
  {
    icon: ShieldCheck,
    title: "Privacy & Security",
    description: "How we protect your data, two-factor authentication and data requests.",
    articles: 6,
  },
];

export const HELP_ARTICLES: HelpArticle[] = [
  {
    title: "How to set up your first practice session",
    category: "Getting Started",
    description: "Pick a topic and difficulty, solve your first problem and read the feedback in under ten minutes.",
    readTime: "5 min read",
    views: "12.4k views",
    isPopular: true,
  },
  {
    title: "Getting the most out of AI mock interviews",
    category: "Mock Interviews",
    description: "Think aloud, answer the follow-ups and use the debrief to choose your next session.",
    readTime: "8 min read",
    views: "9.8k views",
    isPopular: true,
  },
  {
    title: "Managing your subscription and billing",
    category: "Account & Billing",
    description: "Change plans, download invoices and understand when you are charged.",
    readTime: "4 min read",
    views: "7.1k views",
    isPopular: true,
  },
  {
    title: "How we protect your data",
    category: "Privacy & Security",
    description: "Encryption, access controls and what we never do with your code and answers.",
    readTime: "6 min read",
    views: "5.3k views",
    isPopular: true,
  },
  {
    title: "Choosing a target company and role level",
    category: "Getting Started",
    description: "Tailor problems and interviews to the company and level you are aiming for.",
    readTime: "3 min read",
    views: "4.2k views",
    isPopular: false,
  },
  {
    title: "Understanding your interview score",
    category: "Mock Interviews",
    description: "What each evaluation criterion means and how the overall score is calculated.",
    readTime: "5 min read",
    views: "3.9k views",
    isPopular: false,
  },
  {
    title: "Practising system design interviews",
    category: "Mock Interviews",
    description: "Work through requirements, estimates, high-level design and deep dives.",
    readTime: "7 min read",
    views: "3.6k views",
    isPopular: false,
  },
  {
    title: "Your 14-day free trial",
    category: "Account & Billing",
    description: "What the trial includes, when it ends and how to keep going afterwards. No credit card needed.",
    readTime: "3 min read",
    views: "3.1k views",
    isPopular: false,
  },
  {
    title: "Cancelling your plan",
    category: "Account & Billing",
    description: "Cancel anytime from Settings; you keep access until the end of the billing period.",
    readTime: "2 min read",
    views: "2.7k views",
    isPopular: false,
  },
  {
    title: "Turning on two-factor authentication",
    category: "Privacy & Security",
    description: "Add an authenticator app to protect your account with a second step at sign-in.",
    readTime: "3 min read",
    views: "2.2k views",
    isPopular: false,
  },
  {
    title: "Exporting or deleting your data",
    category: "Privacy & Security",
    description: "Request a copy of your data or delete your account; requests are completed within 30 days.",
    readTime: "4 min read",
    views: "1.9k views",
    isPopular: false,
  },
];
