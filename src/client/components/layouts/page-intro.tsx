import type { ReactNode } from "react";

/** The opening band of a content page: a small label, the page's h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{children}</div>
      </div>
    </div>
  );
}
