import { useState } from "react";
import { HELP_ARTICLES, HELP_CATEGORIES } from "../lib/help-content";
import { searchHelp } from "../lib/search-help";

/** The help centre's search text and what it matches, recomputed as the visitor types. */
export function useHelpSearch() {
  const [query, setQuery] = useState("");
  return { query, setQuery, ...searchHelp(query, HELP_CATEGORIES, HELP_ARTICLES) };
}
