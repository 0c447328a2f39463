import { Coffee, Globe2, GraduationCap, HeartPulse, Palmtree, Rocket, TrendingUp, Users } from "lucide-react";
import type { IconCardItem } from "@/client/components/ui/icon-card-grid";

export const DEPARTMENTS = ["all", "engineering", "product", "design", "marketing", "sales", "operations"] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const DEPARTMENT_LABELS: Record<Department, string> = {
  all: "All Departments",
  engineering: "Engineering",
  product: "Product",
  design: "Design",
  marketing: "Marketing",
  sales: "Sales",
  operations: "Operations",
};

export type JobOpening = {
  id: string;
  title: string;
  department: Exclude<Department, "all">;
  location: string;
  type: string;
  salary: string;
  description: string;
  requirements: string[];
};

/** Static display data: no roles are open right now, so the empty state shows. */
export const JOB_OPENINGS: JobOpening[] = [];

export const PERKS: IconCardItem[] = [
  {
    icon: GraduationCap,
    title: "$5,000 annual learning budget",
    description: "Courses, books, conferences — your call.",
  },
  {
    icon: Palmtree,
    title: "Unlimited PTO",
    description: "With a minimum of four weeks a year that we actually encourage.",
  },
  {
    icon: HeartPulse,
    title: "Full health coverage",
    description: "Medical, dental and vision for you and your family.",
  },
  {
    icon: Globe2,
    title: "Remote-first",
    description: "Work from anywhere in a time zone within four hours of San Francisco.",
  },
  { icon: TrendingUp, title: "Meaningful equity", description: "Everyone owns a piece of what we build together." },
  {
    icon: Coffee,
    title: "Home office setup",
    description: "A budget for the desk, chair and screen you work best with.",
  },
];

export const CAREER_VALUES: IconCardItem[] = [
  {
    icon: Rocket,
    title: "Ship to learn",
    description: "Small releases, honest metrics and quick iteration beat long plans.",
  },
  {
    icon: Users,
    title: "Low ego, high standards",
    description: "The best idea wins, whoever it comes from. We review each other's work with care.",
  },
  {
    icon: HeartPulse,
    title: "Sustainable pace",
    description: "Great work comes from rested people. We plan for marathons, not sprints.",
  },
];
