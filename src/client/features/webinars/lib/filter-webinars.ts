import type { RecordedWebinar, UpcomingWebinar, WebinarFilter } from "./webinars";

type Searchable = { title: string; description: string; category: string };

function matchesSearch(webinar: Searchable, needle: string) {
  return !needle || webinar.title.toLowerCase().includes(needle) || webinar.description.toLowerCase().includes(needle);
}

function matchesFilter(webinar: Searchable, filter: WebinarFilter) {
  return filter === "all" || filter === "upcoming" || filter === "recorded" || webinar.category === filter;
}

/**
 * What each grid shows (docs/product-decisions.md, "Webinar filters"): "upcoming" and "recorded" hide the other
 * grid (null); a category keeps both grids, each narrowed to it; the search (a case-insensitive
 * substring of title or description) applies on top.
 */
export function filterWebinars(
  webinars: { upcoming: UpcomingWebinar[]; recorded: RecordedWebinar[] },
  filter: WebinarFilter,
  query: string,
): { upcoming: UpcomingWebinar[] | null; recorded: RecordedWebinar[] | null } {
  const needle = query.trim().toLowerCase();
  const keep = <T extends Searchable>(list: T[]) =>
    list.filter((webinar) => matchesFilter(webinar, filter) && matchesSearch(webinar, needle));
  return {
    upcoming: filter === "recorded" ? null : keep(webinars.upcoming),
    recorded: filter === "upcoming" ? null : keep(webinars.recorded),
  };
}
