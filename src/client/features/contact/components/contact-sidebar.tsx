import { Clock, MapPin } from "lucide-react";
import { INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from "@/shared/constants/contact-options";
import { INQUIRY_TYPE_DESCRIPTIONS, OFFICE } from "../lib/contact-details";

/** Beside the form: what to write to us about, where we are, and how fast we answer. */
export function ContactSidebar() {
  return (
    <aside className="space-y-6" aria-label="Contact details">
      <section aria-labelledby="inquiry-types-title" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="inquiry-types-title" className="font-semibold text-slate-900">
          Inquiry types
        </h2>
        <ul className="mt-4 space-y-3 text-sm">
          {INQUIRY_TYPES.map((type) => (
            <li key={type}>
              <span className="block font-medium text-slate-800">{INQUIRY_TYPE_LABELS[type]}</span>
              <span className="text-slate-600">{INQUIRY_TYPE_DESCRIPTIONS[type]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="office-title" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="office-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin className="size-4 text-brand-600" aria-hidden="true" /> Our office
        </h2>
        <p className="mt-1 text-sm font-medium text-slate-800">{OFFICE.city}</p>
        <address className="mt-2 text-sm text-slate-600 not-italic">
          {OFFICE.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="mt-3 text-sm text-slate-600">Office hours: {OFFICE.hours}</p>
      </section>
      <section aria-labelledby="response-title" className="rounded-2xl bg-slate-950 p-6 text-white">
        <h2 id="response-title" className="flex items-center gap-2 font-semibold">
          <Clock className="size-4 text-indigo-300" aria-hidden="true" /> Response times
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-400">Average reply</dt>
            <dd className="text-xl font-semibold">2 hours</dd>
          </div>
          <div>
            <dt className="text-slate-400">Always within</dt>
            <dd className="text-xl font-semibold">24 hours</dd>
          </div>
        </dl>
      </section>
    </aside>
  );
}
