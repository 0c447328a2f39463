import { PageHero } from "@/client/components/ui/page-hero";
import { HelpResults, HelpSearchBox, SupportSection, useHelpSearch } from "@/client/features/help-center";
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
