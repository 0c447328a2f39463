import { PageHero } from "@/client/components/ui/page-hero";
import { StatGrid } from "@/client/features/marketing";
import { SpeakerCta, useWebinarFilters, WebinarFilters, WebinarGrids } from "@/client/features/webinars";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

const WEBINAR_STATS = [
  { value: "50+", label: "Expert speakers" },
  { value: "200+", label: "Webinars hosted" },
  { value: "4.8/5", label: "Average rating" },
  { value: "100k+", label: "Views" },
];

export default function WebinarsPage() {
  useDocumentMeta({
    title: "Webinars",
    description: "Live and recorded sessions on technical, behavioral and system design interviews.",
  });
  const { filter, setFilter, query, setQuery, upcoming, recorded } = useWebinarFilters();
  return (
    <>
      <PageHero
        eyebrow="Webinars"
        title="Learn from engineers who have been on the other side"
        description="Free live sessions and recordings on technical, system design and behavioral interviews, taught by engineers from top companies."
      >
        <div className="mt-16">
          <StatGrid stats={WEBINAR_STATS} />
        </div>
      </PageHero>
      <WebinarFilters filter={filter} onFilterChange={setFilter} query={query} onQueryChange={setQuery} />
      <WebinarGrids upcoming={upcoming} recorded={recorded} />
      <SpeakerCta />
    </>
  );
}
