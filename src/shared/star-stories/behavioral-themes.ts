import { matchKeyPoints } from "@/shared/answer-check/key-points";

// The themes behavioral rounds probe, for the STAR story bank: a story is tagged with the themes it shows,
// and a question is read for the themes it asks about, so that the mock can suggest the stories that fit and
// the report can name the themes no story covers yet. Twelve, taken from what large companies write down
// about their behavioral rounds (Amazon's Leadership Principles, Google's "Googleyness and leadership",
// Meta's "conflict, ambiguity, growth, impact"), merged where two names probe the same story.
//
// A question's themes come from its words, not from tags, so that a generated question is read the same
// way as a library one. The cues use the key points' phrasing syntax and matcher (answer-check/key-points):
// whole words in order, a trailing `*` for a prefix, the cues separated by commas. Every behavioral question of the library maps to one
// theme at least (behavioral-themes.test.ts).

export const BEHAVIORAL_THEMES = [
  {
    id: "leadership",
    label: "Leadership",
    description: "Setting direction, building and running a team, making the calls others follow.",
    cues:
      "led, lead, leading, managed, manage a, management, mission, technical direction, " +
      "long-term direction, goals for your team, morale, built or, hire*, hiring, promotion, reports, " +
      "took over, take over, bigger role, keep the team, your team was",
  },
  {
    id: "ownership",
    label: "Ownership",
    description: "Taking on what needs doing beyond your role, seeing it through and holding a high bar.",
    cues:
      "outside your area, not your responsibility, without being asked, on your own, own initiative, " +
      "responsible for, took on, your role, your specific role, proudest, most impactful, " +
      "improved something, simpler way, quality, high standards, invisible work, security or privacy, " +
      "tedious, uninteresting, missing important information",
  },
  {
    id: "conflict",
    label: "Conflict and disagreement",
    description: "Disagreeing with a teammate, a manager or a decision; pushing back; standing up for what is right.",
    cues:
      "disagree*, conflict*, push* back, argued, differed, difficult feedback, hard to work with, " +
      "dismissive, say no, wrong for users, misleading, as their own, unpopular, you believed",
  },
  {
    id: "failure",
    label: "Failure and mistakes",
    description: "Something went wrong, partly through you: what you did about it and what changed after.",
    cues:
      "fail*, mistake*, turned out to be wrong, badly wrong, did not work out, did not achieve, " +
      "not working, bug you, setback*, in trouble, cancelled",
  },
  {
    id: "ambiguity",
    label: "Ambiguity",
    description: "Unclear goals, changing requirements or an unfamiliar domain, and how you found a way forward.",
    cues:
      "unclear, vague, ambigu*, without all the information, new to you, completely new, " +
      "did not fully understand, requirements changed, changed significantly, kept growing, " +
      "first few weeks, new team or, unfamiliar",
  },
  {
    id: "influence",
    label: "Influence without authority",
    description: "Convincing people you do not manage: other teams, stakeholders, leadership.",
    cues:
      "convince*, persuade*, no authority, another team, other team*, stakeholder*, make the case, " +
      "adopt your idea, panel, partner team, vendor, depended on, senior leader, several teams, " +
      "two teams, skeptical, trust",
  },
  {
    id: "customer-focus",
    label: "Customer focus",
    description: "Working back from users and customers: their problems, their complaints, what they notice.",
    cues: "customer*, user*",
  },
  {
    id: "pressure",
    label: "Delivering under pressure",
    description: "Deadlines, incidents, setbacks and too much work: how you still delivered.",
    cues:
      "deadline*, pressure, high-pressure, intense, more work than, faster than, urgent*, incident*, " +
      "on call, setback*, burn* out, burning out, stressful, fewer people, less time, unexpectedly",
  },
  {
    id: "mentoring",
    label: "Mentoring and growing others",
    description: "Helping others grow: mentoring, onboarding, sharing knowledge, coaching.",
    cues:
      "mentor*, helped an engineer, grow, helped you grow, onboarding a, new engineer, junior, " +
      "teammate struggling, spread knowledge, passed that on, underperforming, inclusive, " +
      "someone else got the credit",
  },
  {
    id: "feedback",
    label: "Feedback and growth",
    description: "Giving and receiving hard feedback, learning from others and changing your mind.",
    cues:
      "feedback, changed course, better than yours, first impression, asking for help, ask for help, " +
      "code review, criticism, critical",
  },
  {
    id: "judgement",
    label: "Decisions and judgement",
    description: "Trade-offs, risk, and decisions made with incomplete information or conflicting data.",
    cues:
      "decision*, decide*, risk*, trade* off, choose, intuition, data pointed, quick fix, prioritis*, " +
      "prioritiz*, stop or, bet, calculated, dig deep, real cause, root cause, could not do both",
  },
  {
    id: "collaboration",
    label: "Communication and collaboration",
    description: "Working with people unlike you, across teams and time zones, and explaining your work.",
    cues:
      "worked with, working with, worked closely, working style, collaborat*, time zones, " +
      "different from yours, designer, colleague*, teammate*, peer, across teams, distributed, " +
      "explain*, news, present*, credit",
  },
] as const satisfies readonly { id: string; label: string; description: string; cues: string }[];

export type BehavioralTheme = (typeof BEHAVIORAL_THEMES)[number];
export type BehavioralThemeId = BehavioralTheme["id"];

export const BEHAVIORAL_THEME_IDS = BEHAVIORAL_THEMES.map((theme) => theme.id) as [
  BehavioralThemeId,
  ...BehavioralThemeId[],
];

const THEMES_BY_ID = new Map<string, BehavioralTheme>(BEHAVIORAL_THEMES.map((theme) => [theme.id, theme]));

export function getBehavioralTheme(id: BehavioralThemeId): BehavioralTheme {
  return THEMES_BY_ID.get(id) as BehavioralTheme;
}

const THEME_CUES = BEHAVIORAL_THEMES.map(({ id, cues }) => ({ point: id, phrasings: cues.split(/,\s*/) }));

/** The themes a behavioral question asks about, in the list's order; none when its words name none. */
export function classifyQuestionThemes(question: string): BehavioralThemeId[] {
  return matchKeyPoints(question, THEME_CUES)
    .filter((match) => match.span !== null)
    .map((match) => match.point as BehavioralThemeId);
}
