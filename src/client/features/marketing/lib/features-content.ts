import type { Stat } from "../components/stat-grid";

export const FEATURES_STATS: Stat[] = [
  { value: "25,000+", label: "Developers trained" },
  { value: "89%", label: "Success rate" },
  { value: "40%", label: "Average salary increase" },
  { value: "3x", label: "Faster interview prep" },
];

export const TECHNOLOGY_CARDS = [
  {
    title: "Interview-tuned language models",
    description:
      "Questions, follow-ups and rubrics shaped by hundreds of real interview loops, served from our servers — never from your browser.",
  },
  {
    title: "Sandboxed code execution",
    description: "JavaScript and Python run in an isolated sandbox with time and memory limits, right in your browser.",
  },
  {
    title: "Adaptive practice engine",
    description: "Your scores steer what comes next: weak topics come back, mastered ones step aside.",
  },
  {
    title: "Security you can rely on",
    description: "99.9% uptime, SOC 2 practices, end-to-end encryption and GDPR-ready data handling.",
  },
];

export const TOUR_STEPS = [
  {
    title: "Pick your target",
    description: "Choose a company, a role level and a topic. PrepPilot builds a session around them.",
  },
  {
    title: "Solve and explain",
    description: "Write code that really runs, talk through your approach and answer follow-up questions.",
  },
  {
    title: "Get your debrief",
    description: "See a score, what went well, what to fix and the next session that will help most.",
  },
];
