import { HelpResults } from "@/client/features/help-center/components/help-results";
import { HelpSearchBox } from "@/client/features/help-center/components/help-search-box";
import { SupportSection } from "@/client/features/help-center/components/support-section";
import { useHelpSearch } from "@/client/features/help-center/hooks/use-help-search";
import { PageHero } from "@/client/features/marketing/components/page-hero";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

export default function HelpPage() {
  useDocumentMeta({
    title: "Help Center",
    description: "Answers about getting started, mock interviews, your account and billing, and privacy.",
  });
  const { query, setQuery, categories, articles } = useHelpSearch();
  return (
    <>
      <PageHero
        eyebrow="Help Center"
        title="How can we help?"
        description="Search our guides or browse by topic. Can't find what you need? Our team replies within 24 hours."
      >
        <HelpSearchBox query={query} onQueryChange={setQuery} />
      </PageHero>
      <HelpResults query={query} categories={categories} articles={articles} />
      <SupportSection />
    </>
  );
}
