import type { ReactNode } from "react";
import type { RecordedWebinar, UpcomingWebinar } from "../lib/webinars";
import { RecordedWebinarCard, UpcomingWebinarCard } from "./webinar-card";

function WebinarGrid({
  id,
  title,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {isEmpty ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">
          No webinars match your search. Try another word or filter.
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</ul>
      )}
    </section>
  );
}

type WebinarGridsProps = { upcoming: UpcomingWebinar[] | null; recorded: RecordedWebinar[] | null };

/** The two grids; a grid the filter hides is null and not rendered. */
export function WebinarGrids({ upcoming, recorded }: WebinarGridsProps) {
  return (
    <div className="bg-slate-50 px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl space-y-16">
        <p className="sr-only" role="status">
          {(upcoming?.length ?? 0) + (recorded?.length ?? 0)} webinars shown
        </p>
        {upcoming ? (
          <WebinarGrid id="upcoming-webinars" title="Upcoming Webinars" isEmpty={upcoming.length === 0}>
            {upcoming.map((webinar) => (
              <li key={webinar.id}>
                <UpcomingWebinarCard webinar={webinar} />
              </li>
            ))}
          </WebinarGrid>
        ) : null}
        {recorded ? (
          <WebinarGrid id="recorded-webinars" title="Recorded Webinars" isEmpty={recorded.length === 0}>
            {recorded.map((webinar) => (
              <li key={webinar.id}>
                <RecordedWebinarCard webinar={webinar} />
              </li>
            ))}
          </WebinarGrid>
        ) : null}
      </div>
    </div>
  );
}
