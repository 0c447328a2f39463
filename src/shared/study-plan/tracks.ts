import type { COMPANIES } from "@/shared/constants/practice-options";

// The study plan's vocabulary, shared by the planner, the API and the screens.

export const STUDY_TRACKS = ["coding", "interviews", "system-design", "reviews"] as const;
export type StudyTrack = (typeof STUDY_TRACKS)[number];

export const STUDY_TRACK_LABELS: Record<StudyTrack, string> = {
  coding: "Coding problems",
  interviews: "Mock interviews",
  "system-design": "System design",
  reviews: "Reviews",
};

/** The Interview Guide's three phases, in order. */
export const STUDY_PHASES = ["preparation", "practice", "interview"] as const;
export type StudyPhase = (typeof STUDY_PHASES)[number];

export const STUDY_PHASE_LABELS: Record<StudyPhase, string> = {
  preparation: "Preparation",
  practice: "Practice",
  interview: "Interview",
};

/** The plan's target: any company a generator knows (coding and design). */
export type StudyPlanCompany = (typeof COMPANIES)[number];
