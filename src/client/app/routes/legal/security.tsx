import { BadgeCheck, Bot, Clock, KeyRound, Lock, Mail, ShieldCheck, Smartphone, TimerReset } from "lucide-react";
import { Card } from "@/client/components/ui/card";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const CERTIFICATIONS = [
  { label: "SOC 2 Type II certified", detail: "Audited yearly by an independent firm." },
  { label: "GDPR and CCPA compliant", detail: "Your data rights honoured wherever you live." },
  { label: "ISO 27001 in progress", detail: "Certification audit under way." },
];

const FEATURES = [
  {
    icon: Lock,
    title: "Encryption everywhere",
    text: "Every connection uses TLS 1.2 or newer, and stored data is encrypted at rest with AES-256.",
  },
  {
    icon: KeyRound,
    title: "Protected passwords",
    text: "Passwords are hashed with scrypt and a unique salt. They are never stored or logged in plain text.",
  },
  {
    icon: Smartphone,
    title: "Two-factor authentication",
    text: "Add an authenticator app to your account, with one-time backup codes in case you lose your phone.",
  },
  {
    icon: ShieldCheck,
    title: "Secure sessions",
    text: "Sessions live in httpOnly cookies that scripts cannot read, and resetting your password signs out every device.",
  },
  {
    icon: TimerReset,
    title: "Abuse protection",
    text: "Sign-in, sign-up, password reset and our public forms are rate limited to stop guessing and spam.",
  },
  {
    icon: Bot,
    title: "AI keys stay on our servers",
    text: "Your browser never holds an AI provider key, and only your practice settings are sent for generation.",
  },
];

const PRACTICES = [
  { practice: "Code review before every change reaches production", frequency: "Every change" },
  { practice: "Dependency vulnerability scanning", frequency: "Daily" },
  { practice: "Encrypted backups", frequency: "Daily" },
  { practice: "Backup restore tests", frequency: "Monthly" },
  { practice: "Access reviews and security training for staff", frequency: "Quarterly" },
  { practice: "Incident response drills", frequency: "Twice a year" },
  { practice: "Independent penetration test", frequency: "Yearly" },
];

const CONTACTS = [
  {
    title: "Report a vulnerability",
    email: "security@preppilot.dev",
    promise: "We acknowledge every report within 24 hours.",
  },
  {
    title: "Account or privacy concern",
    email: "privacy@preppilot.dev",
    promise: "We respond within 48 hours.",
  },
  {
    title: "Compliance and audit requests",
    email: "compliance@preppilot.dev",
    promise: "We respond within 72 hours, including SOC 2 report requests.",
  },
];

export default function SecurityPage() {
  useDocumentMeta({
    title: "Security",
    description:
      "How PrepPilot protects your account and data: encryption, two-factor sign-in, audits, our security routine and how to report an issue.",
  });
  return (
    <>
      <SecurityHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <SecurityFeatures />
        <SecurityPractices />
        <SecurityReport />
      </div>
    </>
  );
}

/** The heading and the certifications. */
function SecurityHero() {
  return (
    <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold text-brand-700">Trust</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Security at PrepPilot</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
          Your code, your answers and your career plans deserve care. Here is how we protect them, how often we check
          ourselves, and how to reach us when something looks wrong.
        </p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {CERTIFICATIONS.map((certification) => (
            <Card as="li" key={certification.label} padding="none" className="flex items-start gap-3 px-4 py-3">
              <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{certification.label}</span>
                <span className="block text-xs text-slate-600">{certification.detail}</span>
              </span>
            </Card>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** How the account is protected. */
function SecurityFeatures() {
  return (
    <section aria-labelledby="security-features">
      <h2 id="security-features" className="text-2xl font-semibold tracking-tight text-slate-900">
        How we protect your account
      </h2>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, ...feature }) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 p-6">
            <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How often each check runs. */
function SecurityPractices() {
  return (
    <section aria-labelledby="security-practices">
      <h2 id="security-practices" className="text-2xl font-semibold tracking-tight text-slate-900">
        Our security routine
      </h2>
      <p className="mt-2 text-slate-600">Security is a habit, not a one-off project. This is how often we do what.</p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
        {PRACTICES.map((item) => (
          <div key={item.practice} className="flex items-center justify-between gap-4 px-5 py-4">
            <dt className="text-sm text-slate-800">{item.practice}</dt>
            <dd className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-slate-900">
              <Clock aria-hidden className="size-4 text-brand-600" />
              {item.frequency}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Where to report an issue, and how fast we answer. */
function SecurityReport() {
  return (
    <section aria-labelledby="security-report">
      <h2 id="security-report" className="text-2xl font-semibold tracking-tight text-slate-900">
        Report a security issue
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        Found a vulnerability? Please tell us privately before telling anyone else, do not access data that is not
        yours, and give us reasonable time to fix it. We never take action against good-faith research, and we credit
        researchers who want to be named.
      </p>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {CONTACTS.map((contact) => (
          <li key={contact.email} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h3 className="font-semibold text-slate-900">{contact.title}</h3>
            <a
              href={`mailto:${contact.email}`}
              className="mt-3 inline-flex items-center gap-2 font-medium text-brand-700 underline underline-offset-2"
            >
              <Mail aria-hidden className="size-4" />
              {contact.email}
            </a>
            <p className="mt-3 text-sm text-slate-600">{contact.promise}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
