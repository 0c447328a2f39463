import { Brain, MessagesSquare, Network } from "lucide-react";
import type { IconCardItem } from "@/client/components/ui/icon-card-grid";

export const GUIDE_PHASES = [
  {
    name: "Preparation",
    weeks: "2-4 weeks",
    description: "Build the foundations and a plan you can keep.",
    tasks: [
      "Review core data structures and Big-O",
      "Pick target companies and role level",
      "Take a baseline mock interview",
      "Block regular study time in your calendar",
    ],
  },
  {
    name: "Practice",
    weeks: "4-6 weeks",
    description: "Turn knowledge into fluent, timed performance.",
    tasks: [
      "Solve problems by pattern, not at random",
      "Run two or three mock interviews a week",
      "Practise system design out loud",
      "Write and rehearse your behavioral stories",
    ],
  },
  {
    name: "Interview",
    weeks: "2-4 weeks",
    description: "Peak at the right moment and perform on the day.",
    tasks: [
      "Do company-specific mock loops",
      "Review your weakest topics only",
      "Prepare questions for your interviewers",
      "Rest the day before; warm up on the day",
    ],
  },
];

export const INTERVIEW_TYPES: (IconCardItem & { tips: string[] })[] = [
  {
    icon: Brain,
    title: "Technical interviews",
    description: "Data structures and algorithms, usually 45 minutes with one or two problems.",
    tips: [
      "Restate the problem and confirm edge cases before coding",
      "Say the brute force first, then optimise",
      "State time and space complexity without being asked",
      "Test your code by walking through an example",
    ],
  },
  {
    icon: Network,
    title: "System design interviews",
    description: "Design a large-scale system and defend your trade-offs.",
    tips: [
      "Clarify functional and non-functional requirements",
      "Estimate scale: users, requests, storage",
      "Sketch the high-level design before any deep dive",
      "Name the trade-offs and failure modes yourself",
    ],
  },
  {
    icon: MessagesSquare,
    title: "Behavioral interviews",
    description: "How you work with others, handle conflict and deliver results.",
    tips: [
      "Use the STAR structure: situation, task, action, result",
      "Prepare eight to ten stories that cover common themes",
      "Quantify results wherever you can",
      "Be honest about failures and what you learned",
    ],
  },
];

export const COMPANY_STRATEGIES = [
  {
    company: "Google",
    focus: "Algorithms and general cognitive ability",
    strategies: [
      "Expect medium-to-hard algorithm problems in a shared doc",
      "Communicate continuously; the process matters as much as the answer",
      "Prepare for 'Googleyness' behavioral questions",
    ],
  },
  {
    company: "Meta",
    focus: "Speed and product sense",
    strategies: [
      "Aim to solve two problems in 45 minutes",
      "Practise product-flavoured system design",
      "Show impact with metrics in behavioral answers",
    ],
  },
  {
    company: "Amazon",
    focus: "Leadership Principles",
    strategies: [
      "Prepare two stories for each Leadership Principle",
      "Expect a bar raiser from outside the hiring team",
      "Favour practical, scalable designs over clever ones",
    ],
  },
  {
    company: "Microsoft",
    focus: "Problem solving and collaboration",
    strategies: [
      "Expect coding plus a design discussion in most rounds",
      "Show how you work with others and take feedback",
      "The 'as appropriate' final round often decides the level",
    ],
  },
];
