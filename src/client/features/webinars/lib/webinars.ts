export type WebinarCategory = "technical" | "behavioral" | "system-design";

type WebinarBase = {
  id: string;
  title: string;
  description: string;
  speaker: string;
  speakerRole: string;
  duration: string;
  category: WebinarCategory;
  level: string;
  /** Tailwind gradient classes: thumbnails are drawn, not loaded. */
  thumbnail: string;
};

export type UpcomingWebinar = WebinarBase & { date: string; time: string; attendees: number };
export type RecordedWebinar = WebinarBase & { views: string; rating: number };

export const WEBINAR_FILTERS = ["all", "upcoming", "recorded", "technical", "behavioral", "system-design"] as const;
export type WebinarFilter = (typeof WEBINAR_FILTERS)[number];

export const WEBINAR_FILTER_LABELS: Record<WebinarFilter, string> = {
  all: "All Webinars",
  upcoming: "Upcoming",
  recorded: "Recorded",
  technical: "Technical",
  behavioral: "Behavioral",
  "system-design": "System Design",
};

export const CATEGORY_LABELS: Record<WebinarCategory, string> = {
  technical: "Technical",
  behavioral: "Behavioral",
  "system-design": "System Design",
};

/** Static display data, exact product texts: three upcoming and three recorded sessions. */
export const UPCOMING_WEBINARS: UpcomingWebinar[] = [
  {
    id: "dp-patterns",
    title: "Dynamic Programming Patterns That Unlock Hard Problems",
    description: "Learn the five DP patterns behind most interview questions and how to recognise them in minutes.",
    speaker: "Sarah Chen",
    speakerRole: "Senior Software Engineer, Google",
    date: "December 10, 2026",
    time: "10:00 AM PST",
    duration: "60 min",
    attendees: 1247,
    category: "technical",
    level: "Intermediate",
    thumbnail: "from-indigo-500 via-violet-500 to-fuchsia-500",
  },
  {
    id: "design-news-feed",
    title: "Designing a News Feed at Scale",
    description:
      "Walk through a complete system design interview: fan-out, ranking, caching and the trade-offs between them.",
    speaker: "Priya Patel",
    speakerRole: "Staff Engineer, Stripe",
    date: "January 14, 2027",
    time: "11:00 AM PST",
    duration: "75 min",
    attendees: 892,
    category: "system-design",
    level: "Advanced",
    thumbnail: "from-sky-500 via-cyan-500 to-emerald-500",
  },
  {
    id: "star-stories",
    title: "Behavioral Interviews: Stories That Land",
    description: "Turn your experience into clear STAR stories and answer the questions behind the questions.",
    speaker: "David Kim",
    speakerRole: "Engineering Manager, Amazon",
    date: "January 28, 2027",
    time: "9:00 AM PST",
    duration: "45 min",
    attendees: 634,
    category: "behavioral",
    level: "Beginner",
    thumbnail: "from-amber-500 via-orange-500 to-rose-500",
  },
];

export const RECORDED_WEBINARS: RecordedWebinar[] = [
  {
    id: "graph-algorithms",
    title: "Graph Algorithms for Coding Interviews",
    description: "BFS, DFS, topological sort and union-find, with the interview problems each one solves.",
    speaker: "Marcus Johnson",
    speakerRole: "Software Engineer II, Microsoft",
    duration: "58 min",
    views: "24.5k",
    rating: 4.9,
    category: "technical",
    level: "Intermediate",
    thumbnail: "from-emerald-500 via-teal-500 to-cyan-600",
  },
  {
    id: "distributed-cache",
    title: "System Design: Building a Distributed Cache",
    description: "Consistent hashing, replication and eviction policies explained through a full mock interview.",
    speaker: "Daniel Osei",
    speakerRole: "Staff Engineer, Stripe",
    duration: "72 min",
    views: "18.2k",
    rating: 4.8,
    category: "system-design",
    level: "Advanced",
    thumbnail: "from-blue-600 via-indigo-600 to-violet-700",
  },
  {
    id: "salary-negotiation",
    title: "Negotiating Your Offer With Confidence",
    description: "How to handle recruiter calls, compare offers and ask for more without risking the offer.",
    speaker: "Elena Rodriguez",
    speakerRole: "Frontend Engineer, Meta",
    duration: "50 min",
    views: "31.7k",
    rating: 4.9,
    category: "behavioral",
    level: "All Levels",
    thumbnail: "from-rose-500 via-pink-500 to-purple-600",
  },
];

export const SPEAKER_GUIDELINES = [
  "Sessions run 45 to 75 minutes, including at least 10 minutes of live questions.",
  "Topics should help candidates prepare: interview techniques, worked problems, career moves.",
  "Share your outline two weeks ahead; we help you rehearse with a technical check a few days before.",
  "Keep it vendor-neutral: no product pitches, and no confidential interview questions from any company.",
  "Recordings are published on PrepPilot with your approval and credited to you.",
];
