import { Clock, Eye, FileText, SearchX } from "lucide-react";
import type { HelpArticle, HelpCategory } from "../lib/help-content";

type HelpResultsProps = { query: string; categories: HelpCategory[]; articles: HelpArticle[] };

/** Categories and articles for the current search; without one, the categories and popular articles. */
export function HelpResults({ query, categories, articles }: HelpResultsProps) {
  const isSearching = query.trim() !== "";
  const shownArticles = isSearching ? articles : articles.filter((article) => article.isPopular);
  return (
    <div id="help-results" className="bg-white px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <p className="sr-only" aria-live="polite">
          {isSearching ? `${categories.length + shownArticles.length} results for ${query.trim()}` : ""}
        </p>
        {isSearching && categories.length === 0 && shownArticles.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold text-slate-900">No results for “{query.trim()}”</h2>
            <p className="mt-2 text-slate-600">Try a different word, or ask our support team below.</p>
          </div>
        ) : null}
        {categories.length > 0 ? (
          <section aria-labelledby="help-categories-title">
            <h2 id="help-categories-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              {isSearching ? "Matching categories" : "Browse by category"}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {categories.map((category) => (
                <li key={category.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <category.icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold text-slate-900">{category.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{category.description}</p>
                  <p className="mt-4 text-sm font-medium text-brand-700">{category.articles} articles</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {shownArticles.length > 0 ? (
          <section aria-labelledby="help-articles-title" className="mt-16">
            <h2 id="help-articles-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              {isSearching ? "Matching articles" : "Popular articles"}
            </h2>
            <ul className="mt-6 grid gap-4 md:grid-cols-2">
              {shownArticles.map((article) => (
                <li key={article.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
                  <FileText className="mt-1 size-5 shrink-0 text-brand-600" aria-hidden="true" />
                  <div>
                    <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{article.category}</p>
                    <h3 className="mt-1 font-semibold text-slate-900">{article.title}</h3>
                    <p className="mt-2 text-sm text-slate-600">{article.description}</p>
                    <p className="mt-3 flex gap-4 text-xs text-slate-600">
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-3.5" aria-hidden="true" /> {article.readTime}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Eye className="size-3.5" aria-hidden="true" /> {article.views}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
