/** Every client path in one place; components never spell URLs themselves. */
export const paths = {
  home: "/",
  pricing: "/#pricing",
  features: "/features",
  about: "/about",
  careers: "/careers",
  help: "/help",
  interviewGuide: "/interview-guide",
  successStories: "/success-stories",
  webinars: "/webinars",
  contact: "/contact",
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  security: "/security",
  gdpr: "/gdpr",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  dashboard: "/dashboard",
  practiceTab: "/dashboard?tab=practice",
  /** The Practice Arena with its difficulty and topic filters set (the dashboard's next best session). */
  practiceFor: ({ difficulty, topic }: { difficulty?: string; topic?: string }) =>
    `/dashboard?${new URLSearchParams({ tab: "practice", ...(difficulty && { difficulty }), ...(topic && { topic }) })}`,
  /** A view of the Practice Arena: the user's problems, the Problem Library or the pattern roadmap. */
  practiceView: (view: "problems" | "library" | "roadmap") =>
    view === "problems" ? "/dashboard?tab=practice" : `/dashboard?tab=practice&view=${view}`,
  settings: "/dashboard?tab=settings",
  settingsSection: (section: string) => `/dashboard?tab=settings&section=${encodeURIComponent(section)}`,
  problem: (id: string) => `/dashboard/problems/${encodeURIComponent(id)}`,
  /** A repetition of a solved problem (a due spaced-repetition card): the editor starts empty. */
  problemRepetition: (id: string) => `/dashboard/problems/${encodeURIComponent(id)}?review=1`,
  interviewsTab: "/dashboard?tab=interviews",
  /** Mock Interviews with the start form's type chosen. */
  interviewsFor: (type: string) => `/dashboard?tab=interviews&type=${encodeURIComponent(type)}`,
  /** The Interview Lab's STAR story bank for behavioral rounds. */
  storyBank: "/dashboard?tab=interviews&view=stories",
  interviewSession: (sessionId: string) => `/dashboard?tab=interviews&session=${encodeURIComponent(sessionId)}`,
  systemDesignTab: "/dashboard?tab=system-design",
  design: (scenarioId: string) => `/dashboard/design/${encodeURIComponent(scenarioId)}`,
  status: "/status",
  blog: "/blog",
  press: "/press",
  community: "/community",
  apiDocs: "/api-docs",
  changelog: "/changelog",
} as const;
