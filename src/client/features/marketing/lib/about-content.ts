import { Eye, HeartHandshake, Scale, Sparkles } from "lucide-react";
import type { IconCardItem } from "@/client/components/ui/icon-card-grid";

export const VALUES: IconCardItem[] = [
  {
    icon: HeartHandshake,
    title: "Candidates first",
    description: "Every feature starts with one question: does this help someone walk into an interview more prepared?",
  },
  {
    icon: Scale,
    title: "Fair access",
    description: "Great interview coaching should not depend on who you know or what you can pay a personal coach.",
  },
  {
    icon: Eye,
    title: "Radical honesty",
    description:
      "Feedback that is specific and kind beats praise that is vague. We hold our product to the same standard.",
  },
  {
    icon: Sparkles,
    title: "Craft",
    description: "We sweat the details, from the wording of a hint to the speed of the code runner.",
  },
];

export const TIMELINE = [
  {
    year: "2022",
    title: "The idea",
    description:
      "Three engineers who had sat on both sides of hundreds of interviews start PrepPilot to give every candidate a realistic practice partner.",
  },
  {
    year: "2023",
    title: "First 10,000 developers",
    description:
      "AI mock interviews and the coding challenge generator launch. Word of mouth brings 10,000 developers in the first year.",
  },
  {
    year: "2024",
    title: "25,000+ developers and counting",
    description:
      "The system design trainer, company-specific preparation and progress analytics arrive; 89% of active users report an offer.",
  },
];

export const TEAM = [
  {
    name: "Jordan Lee",
    role: "Co-founder & CEO",
    bio: "Former engineering manager at a large search company, where she ran more than 400 interviews and trained new interviewers.",
  },
  {
    name: "Samir Haddad",
    role: "Co-founder & CTO",
    bio: "Built machine-learning platforms for a decade. Leads the AI, the code runner and the infrastructure behind them.",
  },
  {
    name: "Emily Park",
    role: "Head of Product",
    bio: "Designed learning products used by millions. Obsessed with turning feedback into the next right step.",
  },
  {
    name: "Carlos Mendes",
    role: "Head of Interview Content",
    bio: "Former bar raiser and staff engineer. Writes and reviews the problems, scenarios and rubrics with our interviewer network.",
  },
];
