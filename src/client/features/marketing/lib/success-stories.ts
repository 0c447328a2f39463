export type SuccessStory = {
  name: string;
  role: string;
  company: string;
  previousRole: string;
  timeline: string;
  salaryIncrease: string;
  quote: string;
  challenges: string[];
  results: string[];
  story: string;
};

/** Static display data, exact product texts. The first three are featured on home and the stories page. */
export const FEATURED_STORIES: SuccessStory[] = [
  {
    name: "Alex Thompson",
    role: "Senior Software Engineer",
    company: "Google",
    previousRole: "Mid-level Developer at a fintech startup",
    timeline: "10 weeks",
    salaryIncrease: "+65%",
    quote: "I went from freezing on medium problems to solving hards out loud with a clear plan.",
    challenges: ["Froze under time pressure", "No system design experience", "Rusty on graph algorithms"],
    results: ["Offers from Google and Uber", "Promoted to senior level on hire", "Negotiated a 65% raise"],
    story:
      "Alex had five years of product work but had not interviewed in a long time. He spent the first month on patterns, then switched to daily timed mock interviews. The feedback on how he explained his thinking mattered more than any single problem.",
  },
  {
    name: "Maya Singh",
    role: "Software Engineer",
    company: "Meta",
    previousRole: "QA Engineer at an e-commerce company",
    timeline: "12 weeks",
    salaryIncrease: "+48%",
    quote: "PrepPilot showed me exactly where I was weak, so I stopped wasting evenings on what I already knew.",
    challenges: ["Switching from QA to development", "Imposter syndrome", "Only evenings to study"],
    results: ["Offer from Meta (E4)", "First developer role", "Cleared every onsite round"],
    story:
      "Maya wanted to move from testing into engineering. Her analytics made the gap concrete: dynamic programming and trees. She followed the 12-week plan, practised behavioral answers for her career change, and passed the Meta loop on her first attempt.",
  },
  {
    name: "Daniel Osei",
    role: "Staff Engineer",
    company: "Stripe",
    previousRole: "Senior Engineer at a logistics company",
    timeline: "8 weeks",
    salaryIncrease: "+40%",
    quote: "The system design sessions taught me to lead the conversation instead of waiting for hints.",
    challenges: ["Staff-level system design bar", "Explaining trade-offs concisely", "Interviewing while employed"],
    results: ["Staff offer at Stripe", "Two competing offers", "40% higher total compensation"],
    story:
      "Daniel knew how to build systems but struggled to present them in 45 minutes. He ran a system design scenario every other day, compared his answers with the evaluation criteria and learned to structure each session: requirements, estimates, design, deep dives.",
  },
];

export const MORE_STORIES: SuccessStory[] = [
  {
    name: "Lucia Fernandez",
    role: "Frontend Engineer",
    company: "Airbnb",
    previousRole: "Web Developer at an agency",
    timeline: "9 weeks",
    salaryIncrease: "+52%",
    quote: "I finally understood what interviewers mean by 'talk me through it'.",
    challenges: ["No computer science degree", "Weak on algorithms"],
    results: ["Offer from Airbnb", "Moved into product engineering"],
    story:
      "Self-taught, Lucia focused on arrays, strings and trees first, then used mock interviews to practise narrating her approach before writing code.",
  },
  {
    name: "Kenji Watanabe",
    role: "Backend Engineer",
    company: "Amazon",
    previousRole: "Support Engineer at a SaaS company",
    timeline: "11 weeks",
    salaryIncrease: "+45%",
    quote: "The leadership-principle practice turned my messy stories into clear, measurable answers.",
    challenges: ["Behavioral rounds", "Career switch into backend"],
    results: ["Offer from Amazon (SDE II)", "Passed the bar raiser round"],
    story:
      "Kenji paired daily coding practice with behavioral mock interviews, rewriting each story with the STAR structure until it fit in two minutes.",
  },
  {
    name: "Fatima Al-Sayed",
    role: "Machine Learning Engineer",
    company: "Microsoft",
    previousRole: "Data Analyst at a retailer",
    timeline: "12 weeks",
    salaryIncrease: "+58%",
    quote: "Structured practice beat random grinding. I always knew what to do next.",
    challenges: ["Coding rounds as a data analyst", "Balancing study with a full-time job"],
    results: ["Offer from Microsoft", "Moved from analytics to ML engineering"],
    story:
      "Fatima used the progress dashboard to plan short daily sessions and spent her weekends on longer timed mocks and system design for ML pipelines.",
  },
  {
    name: "Tom Becker",
    role: "Site Reliability Engineer",
    company: "Netflix",
    previousRole: "Systems Administrator at a hosting provider",
    timeline: "10 weeks",
    salaryIncrease: "+37%",
    quote: "The system design trainer made me comfortable whiteboarding at scale.",
    challenges: ["Distributed systems depth", "Live coding nerves"],
    results: ["Offer from Netflix", "First senior title"],
    story:
      "Tom already ran production systems. PrepPilot helped him explain them: he practised capacity estimates and failure modes until they came out naturally.",
  },
  {
    name: "Aisha Mensah",
    role: "Software Engineer",
    company: "Apple",
    previousRole: "Intern at a mobile startup",
    timeline: "8 weeks",
    salaryIncrease: "+42%",
    quote: "Practising with real feedback meant my first big-tech interview wasn't really my first.",
    challenges: ["No full-time experience", "Nerves in live interviews"],
    results: ["Offer from Apple", "Above-band starting salary"],
    story:
      "Aisha treated each mock interview as the real thing, reviewed the feedback the same day and repeated weak topics until her scores stopped dropping under time pressure.",
  },
  {
    name: "Ravi Kumar",
    role: "Engineering Manager",
    company: "Uber",
    previousRole: "Tech Lead at a travel company",
    timeline: "9 weeks",
    salaryIncrease: "+35%",
    quote: "The behavioral practice for managers was sharper than any book I read.",
    challenges: ["First manager-track interview", "People-management stories"],
    results: ["Engineering Manager offer at Uber", "Led a team of eight from day one"],
    story:
      "Ravi rehearsed conflict, hiring and delivery stories, and kept his coding sharp with two short problems a day so the technical round held no surprises.",
  },
];
