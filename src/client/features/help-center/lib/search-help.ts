import type { HelpArticle, HelpCategory } from "./help-content";

function includesText(fields: string[], needle: string) {
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/**
 * The categories and articles matching a search, case-insensitively: categories on title or
 * description, articles on title, description or category. A blank search matches everything.
 */
export function searchHelp(query: string, categories: HelpCategory[], articles: HelpArticle[]) {
  const needle = query.trim().toLowerCase();
  if (!needle) return { categories, articles };
  return {
    categories: categories.filter((category) => includesText([category.title, category.description], needle)),
    articles: articles.filter((article) =>
      includesText([article.title, article.description, article.category], needle),
    ),
  };
}
