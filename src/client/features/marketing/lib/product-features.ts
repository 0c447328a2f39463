import { BarChart3, Building2, Code2, type LucideIcon, MessagesSquare, Network, ScanSearch } from "lucide-react";

export type ProductFeature = {
  id: string;
  icon: LucideIcon;
  title: string;
  summary: string;
  /** What the features page lists under the block. */
  highlights: string[];
};

/** The six capabilities the product is marketed with (exact product texts). */
export const PRODUCT_FEATURES: ProductFeature[] = [
  {
    id: "mock-interviews",
    icon: MessagesSquare,
    title: "AI Mock Interviews",
    summary:
      "Technical, system design and behavioral interviews with realistic follow-up questions and a scored debrief after every session.",
    highlights: [
      "Five questions per session with follow-ups",
      "Scored against clear criteria",
      "Technical, system design and behavioral",
    ],
  },
  {
    id: "coding-challenges",
    icon: Code2,
    title: "Coding Challenge Generator",
    summary:
      "Fresh problems at the difficulty, topic and company you choose — with examples, constraints and hints when you are stuck.",
    highlights: ["Easy, medium and hard", "Arrays to dynamic programming", "Hints that teach instead of telling"],
  },
  {
    id: "system-design",
    icon: Network,
    title: "System Design Trainer",
    summary:
      "Scenarios from URL shorteners to global feeds, with requirements, constraints and the criteria interviewers actually grade.",
    highlights: ["Basic to advanced complexity", "Company-flavoured scenarios", "Evaluation criteria for every design"],
  },
  {
    id: "company-prep",
    icon: Building2,
    title: "Company-Specific Preparation",
    summary:
      "Practise the way Google, Meta, Amazon, Microsoft, Apple and Netflix interview, from problem style to leadership principles.",
    highlights: ["Problem sets tagged by company", "Behavioral themes per company", "Loop-by-loop expectations"],
  },
  {
    id: "progress-analytics",
    icon: BarChart3,
    title: "Progress Analytics",
    summary:
      "See problems solved, interview scores, study streaks and skill levels, so every hour goes where it moves the needle.",
    highlights: ["Weekly activity and streaks", "Skill progress by area", "Achievements that mark milestones"],
  },
  {
    id: "code-review",
    icon: ScanSearch,
    title: "Real-Time Code Review",
    summary:
      "Run your solution against tests in the browser and get feedback on correctness, complexity and clarity as you go.",
    highlights: ["Runs JavaScript and Python", "Complexity and edge-case feedback", "Readable-code suggestions"],
  },
];
