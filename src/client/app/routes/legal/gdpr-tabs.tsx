import { Download, Eye, PencilLine, Trash2 } from "lucide-react";
import { StackedTable } from "@/client/components/layouts/stacked-table";
import { ButtonLink } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";

// The four panels of the GDPR page, kept apart from the route module so each stays readable.

const RIGHTS = [
  { title: "Right of Access", text: "Get a copy of the personal data we hold about you.", timeframe: "30 days" },
  { title: "Right to Rectification", text: "Have inaccurate or incomplete data corrected.", timeframe: "30 days" },
  { title: "Right to Erasure", text: "Have your account and personal data deleted.", timeframe: "30 days" },
  {
    title: "Right to Data Portability",
    text: "Receive your data in a machine-readable format to take elsewhere.",
    timeframe: "30 days",
  },
  { title: "Right to Restrict Processing", text: "Ask us to limit how we use your data.", timeframe: "30 days" },
  {
    title: "Right to Object",
    text: "Object to processing based on our legitimate interests, such as product analytics or the newsletter.",
    timeframe: "Immediate",
  },
];

const PROCESSING = [
  {
    category: "Account information",
    examples: "Name, email address, password hash, sign-in provider",
    basis: "Contract: needed to run your account",
    retention: "3 years after account deletion",
  },
  {
    category: "Practice data",
    examples: "Problems attempted, code, interview answers, scores, study time",
    basis: "Contract: the service you signed up for",
    retention: "2 years after account deletion",
  },
  {
    category: "Usage analytics",
    examples: "Features used and when, browser type, IP address",
    basis: "Legitimate interest: security and improving PrepPilot",
    retention: "2 years",
  },
  {
    category: "Communication data",
    examples: "Contact form messages, support emails, newsletter subscription",
    basis: "Legitimate interest or consent (newsletter)",
    retention: "3 years",
  },
];

const REQUESTS = [
  {
    icon: Eye,
    title: "Access my data",
    text: "A copy of everything we hold about you.",
    subject: "Data access request",
  },
  {
    icon: PencilLine,
    title: "Correct my data",
    text: "Fix anything you cannot change in Settings yourself.",
    subject: "Data correction request",
  },
  {
    icon: Trash2,
    title: "Delete my data",
    text: "Close your account and erase your data.",
    subject: "Data deletion request",
  },
  {
    icon: Download,
    title: "Export my data",
    text: "Your data as JSON files, to keep or take elsewhere.",
    subject: "Data export request",
  },
];

function toPrivacyInquiry(subject: string) {
  return `${paths.contact}?${new URLSearchParams({ inquiry: "privacy", subject })}`;
}

const HEADING = "text-2xl font-semibold tracking-tight text-slate-900";

export function GdprOverview() {
  return (
    <div className="max-w-3xl space-y-4 leading-7 text-slate-700">
      <h2 className={HEADING}>How PrepPilot handles personal data</h2>
      <p>
        PrepPilot is the controller of the personal data you give us when you use our website and app. We process it
        only for clear purposes, keep no more than we need, delete it on a fixed schedule and protect it with the
        measures described on our Security page.
      </p>
      <p>
        Wherever you live, you get the same rights and the same answer time: we respond to every data request within 30
        days, free of charge. If we ever need longer for a complex request, we tell you why within those 30 days.
      </p>
      <p>
        Questions, or a complaint? Write to our privacy team at{" "}
        <a href="mailto:privacy@preppilot.dev" className="font-medium text-brand-700 underline underline-offset-2">
          privacy@preppilot.dev
        </a>
        . You can also complain to the data protection authority in your country.
      </p>
    </div>
  );
}

export function GdprRights() {
  return (
    <div>
      <h2 className={HEADING}>Your rights</h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {RIGHTS.map((right) => (
          <li key={right.title} className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-slate-900">{right.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{right.text}</p>
            <p className="mt-4 text-sm text-slate-600">
              Timeframe:{" "}
              <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
                {right.timeframe}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GdprDataProcessing() {
  return (
    <div>
      <h2 className={HEADING}>What we process and for how long</h2>
      <div className="mt-6">
        <StackedTable
          caption="Personal data PrepPilot processes"
          columns={[
            { key: "category", header: "Data" },
            { key: "examples", header: "Includes" },
            { key: "basis", header: "Legal basis" },
            { key: "retention", header: "Retention" },
          ]}
          rows={PROCESSING}
        />
      </div>
      <p className="mt-4 max-w-3xl text-sm leading-6 text-slate-600">
        These are maximum periods, kept for legal, tax and dispute obligations in restricted storage. An erasure request
        removes your data within 30 days unless the law requires us to keep part of it, in which case we tell you what
        and why.
      </p>
    </div>
  );
}

export function GdprRequests() {
  return (
    <div>
      <h2 className={HEADING}>Make a request</h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        Choose a request and send it through our contact form. We may ask you to confirm it from your account's email
        address, and we complete it within 30 days. Self-service export and deletion are coming to Settings → Privacy
        for signed-in users.
      </p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {REQUESTS.map(({ icon: Icon, ...request }) => (
          <li key={request.subject} className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <Icon aria-hidden className="size-6 text-brand-600" />
            <h3 className="mt-3 font-semibold text-slate-900">{request.title}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-600">{request.text}</p>
            <ButtonLink to={toPrivacyInquiry(request.subject)} variant="secondary" className="mt-5 self-start">
              {request.subject}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
