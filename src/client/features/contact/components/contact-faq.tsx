import { CONTACT_FAQ } from "../lib/contact-details";

export function ContactFaq() {
  return (
    <section aria-labelledby="contact-faq-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <h2 id="contact-faq-title" className="text-center text-3xl font-semibold tracking-tight text-slate-900">
          Frequently asked questions
        </h2>
        <dl className="mt-12 grid gap-6 md:grid-cols-2">
          {CONTACT_FAQ.map((item) => (
            <div key={item.question} className="rounded-2xl border border-slate-200 bg-white p-6">
              <dt className="font-semibold text-slate-900">{item.question}</dt>
              <dd className="mt-2 text-slate-600">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
