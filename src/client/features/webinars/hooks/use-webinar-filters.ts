import { useState } from "react";
import { filterWebinars } from "../lib/filter-webinars";
import { RECORDED_WEBINARS, UPCOMING_WEBINARS, type WebinarFilter } from "../lib/webinars";

/** The webinars page's filter (default all) and search text, and what each grid shows. */
export function useWebinarFilters() {
  const [filter, setFilter] = useState<WebinarFilter>("all");
  const [query, setQuery] = useState("");
  const grids = filterWebinars({ upcoming: UPCOMING_WEBINARS, recorded: RECORDED_WEBINARS }, filter, query);
  return { filter, setFilter, query, setQuery, ...grids };
}
