import type { Stat } from "../components/stat-grid";

export const HERO_HEADLINE = "Master Tech Interviews with AI-Powered Precision";
/** The product's timings and figures: typing step, visitor counter start and tick. */
export const TYPING_STEP_MS = 100;
export const COUNTER_START = 847;
export const COUNTER_TICK_MS = 5000;
export const TESTIMONIAL_ROTATION_MS = 5000;

export const HERO_STATS: Stat[] = [
  { value: "25,000+", label: "Developers preparing" },
  { value: "89%", label: "Success rate" },
  { value: "500+", label: "Partner companies" },
  { value: "4.9/5", label: "Average rating" },
];

export const PROBLEMS = [
  "Grinding hundreds of random problems without knowing what the interview will ask",
  "No one to tell you why your answer fell flat, so the same mistakes repeat",
  "System design feels impossible to practise alone",
  "Generic advice that ignores how each company actually interviews",
];

export const SOLUTIONS = [
  "A plan built around your target company, level and weakest topics",
  "Instant, specific feedback on your code and on how you explain it",
  "Guided system design scenarios graded on the criteria interviewers use",
  "Realistic mock interviews with follow-ups, any time of day",
];

export const FAQ_ITEMS = [
  {
    question: "Is there a free trial?",
    answer:
      "Yes. Every new account starts with a 14-day free trial with full access, and no credit card is required. If you upgrade, your first paid month is covered by a 30-day money-back guarantee.",
  },
  {
    question: "How is PrepPilot different from a problem bank?",
    answer:
      "Problem banks give you questions. PrepPilot gives you an interviewer: mock interviews with follow-ups, feedback on your code and your explanation, system design practice, and analytics that show what to work on next.",
  },
  {
    question: "Which companies can I prepare for?",
    answer:
      "Problems and scenarios are tagged for Google, Meta, Amazon, Microsoft, Apple and Netflix, and the interview guide covers how each of them runs its loop. The fundamentals apply to any technology company.",
  },
  {
    question: "Do I need to install anything?",
    answer:
      "No. Everything runs in your browser, including the code runner for JavaScript and Python. Your progress syncs to your account so you can switch devices.",
  },
  {
    question: "Can I cancel anytime?",
    answer:
      "Yes. Plans are billed monthly and you can cancel from your settings at any time; you keep access until the end of the period.",
  },
  {
    question: "Is my data private?",
    answer:
      "Your code, answers and progress belong to you. We never sell personal data, we encrypt data in transit and at rest, and you can export or delete your account at any time.",
  },
];
