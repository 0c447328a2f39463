export type Testimonial = {
  name: string;
  role: string;
  company: string;
  previousCompany: string;
  content: string;
  /** 1 to 5. */
  rating: number;
};

/** Static display data, exact product texts: what users said, shown on the home and features pages. */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Sarah Chen",
    role: "Senior Software Engineer",
    company: "Google",
    previousCompany: "Accenture",
    content:
      "The mock interviews felt uncomfortably close to the real loop. By the time I sat my onsite, I had already answered every kind of follow-up the interviewers threw at me.",
    rating: 5,
  },
  {
    name: "Marcus Johnson",
    role: "Software Engineer II",
    company: "Microsoft",
    previousCompany: "a regional bank",
    content:
      "I had failed two phone screens before PrepPilot. The code review pointed out the same habit both times — I never stated complexity up front. Fixing that one thing changed everything.",
    rating: 5,
  },
  {
    name: "Priya Patel",
    role: "Staff Engineer",
    company: "Stripe",
    previousCompany: "Shopify",
    content:
      "The system design trainer is the best I have used. It pushes back on hand-wavy answers and makes you defend your trade-offs, exactly like a senior interviewer does.",
    rating: 5,
  },
  {
    name: "David Kim",
    role: "Backend Engineer",
    company: "Amazon",
    previousCompany: "a Series A startup",
    content:
      "Company-specific prep was the difference. I practised leadership-principle stories until they were crisp, and the bar raiser round felt like a conversation instead of an exam.",
    rating: 5,
  },
  {
    name: "Elena Rodriguez",
    role: "Frontend Engineer",
    company: "Meta",
    previousCompany: "a digital agency",
    content:
      "Seeing my progress week by week kept me honest. I could tell exactly which topics were still weak, so my last month of prep went where it mattered.",
    rating: 4,
  },
  {
    name: "James Okafor",
    role: "Software Engineer",
    company: "Netflix",
    previousCompany: "IBM",
    content:
      "I prepared in the evenings after work for ten weeks. Short, focused sessions with instant feedback fit my schedule far better than a bootcamp ever could.",
    rating: 5,
  },
];
