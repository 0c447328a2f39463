import { Target } from "lucide-react";
import { IconCardGrid } from "@/client/components/ui/icon-card-grid";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { TEAM, TIMELINE, VALUES } from "../lib/about-content";
import { InitialsAvatar } from "./initials-avatar";

export function MissionSection() {
  return (
    <section aria-labelledby="mission-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="mission-title"
            align="left"
            eyebrow="Our mission"
            title="Make great interview preparation available to every engineer"
          />
          <div className="mt-6 space-y-4 text-lg text-slate-600">
            <p>
              Technical interviews decide careers, yet most engineers prepare alone, without feedback, guessing what the
              interviewer wants. The people who do get coaching usually know someone on the inside.
            </p>
            <p>
              PrepPilot gives everyone an experienced interviewer on demand: one that asks real follow-ups, explains
              what went wrong and builds a plan around your goals.
            </p>
          </div>
        </div>
        <div className="relative isolate overflow-hidden rounded-3xl bg-slate-950 p-10 text-white">
          <div
            aria-hidden="true"
            className="absolute -top-20 -right-20 -z-10 size-80 bg-radial from-indigo-600/40 to-transparent to-70%"
          />
          <Target className="size-10 text-indigo-300" aria-hidden="true" />
          <p className="mt-6 text-2xl font-medium text-pretty">
            “We want the best candidate to get the job — not the one who happened to have a friend to practise with.”
          </p>
          <p className="mt-6 text-sm text-slate-400">Jordan Lee, Co-founder & CEO</p>
        </div>
      </div>
    </section>
  );
}

export function ValuesSection() {
  return (
    <section aria-labelledby="values-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="values-title" eyebrow="Our values" title="What we believe" />
        <IconCardGrid items={VALUES} columns={4} />
      </div>
    </section>
  );
}

export function TimelineSection() {
  return (
    <section aria-labelledby="timeline-title" className="bg-white px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="timeline-title" eyebrow="Our journey" title="From idea to 25,000+ developers" />
        <ol className="relative mt-14 space-y-12 border-l-2 border-brand-100 pl-8">
          {TIMELINE.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.6rem] size-4 rounded-full bg-brand-600 ring-4 ring-brand-100"
              />
              <p className="text-sm font-semibold text-brand-700">{entry.year}</p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">{entry.title}</h3>
              <p className="mt-2 text-slate-600">{entry.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TeamSection() {
  return (
    <section aria-labelledby="team-title" className="bg-slate-50 px-4 py-24 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="team-title"
          eyebrow="Our team"
          title="The people behind PrepPilot"
          description="Engineers, interviewers and educators who have been on both sides of the table."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
              <InitialsAvatar name={member.name} size="xl" />
              <h3 className="mt-5 font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mt-3 text-sm text-slate-600">{member.bio}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
