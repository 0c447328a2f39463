import type { ReactNode } from "react";

/** The dark closing call to action at the bottom of a marketing page. */
export function CtaBanner({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-center shadow-2xl sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 bg-radial from-indigo-600/40 to-transparent to-70%"
        />
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-slate-300">{description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
