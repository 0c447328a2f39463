import { ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Card } from "@/client/components/ui/card";
import { ConceptReviewGrade } from "@/client/features/spaced-repetition";
import { getConcept, listConceptGroups } from "@/shared/design/concept-texts";
import { CONCEPT_STUDY_MIN_SECONDS } from "@/shared/schemas/concept-study";
import { useConceptStudy } from "../api/get-concept-study";
import { useScenarioStats } from "../api/get-scenario-stats";
import { useConcepts } from "../api/list-concepts";
import { useStudyConcept } from "../api/study-concept";
import { useConceptReading } from "../hooks/use-concept-reading";
import { ConceptDetails } from "./concept-details";

const GROUPS = listConceptGroups();

/**
 * The Concept Library: the product's four groups and sixteen concepts. A concept opens in a side panel
 * with its explanation, example and the library scenarios that need it; the time it stays open is study.
 */
export function ConceptLibrary() {
  const concepts = useConcepts();
  const study = useConceptStudy();
  const studyConcept = useStudyConcept();
  const reading = useConceptReading((finished) => {
    // The server would not count a glance either: no request for one.
    if (finished.seconds >= CONCEPT_STUDY_MIN_SECONDS) studyConcept.mutate(finished);
  });
  // The panel has no Radix trigger: focus goes back to the concept's button by hand when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const openConcept = reading.openId === null ? undefined : getConcept(reading.openId);
  const minutesOf = new Map(study.data?.concepts.map(({ conceptId, minutes }) => [conceptId, minutes]));
  // The same figures the stat cards read (one query): what makes a concept count as mastered there.
  const stats = useScenarioStats();
  const mastered = new Set(stats.data?.masteredConcepts);

  return (
    <Card as="section" aria-labelledby="concept-library-title" padding="lg" flat className="space-y-3">
      <h3 id="concept-library-title" className="text-lg font-semibold text-slate-900">
        Concept Library
      </h3>
      {/* After a reading that counted (and once its panel is closed): grade the concept's review card. */}
      {studyConcept.isSuccess && reading.openId === null ? (
        <ConceptReviewGrade key={studyConcept.submittedAt} conceptId={studyConcept.variables.id} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {GROUPS.map((group) => (
          <div key={group.title}>
            <h4 className="text-sm font-semibold text-slate-900">{group.title}</h4>
            <ul className="mt-2 space-y-1">
              {group.concepts.map((concept) => {
                const minutes = minutesOf.get(concept.id);
                return (
                  <li key={concept.id}>
                    <button
                      type="button"
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        reading.open(concept.id);
                      }}
                      aria-haspopup="dialog"
                      className="flex w-full items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left hover:border-brand-500"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-slate-800">
                          {concept.name}
                          {mastered.has(concept.id) ? (
                            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                              Mastered
                            </span>
                          ) : null}
                        </span>
                        <span className="line-clamp-2 text-xs text-slate-600">{concept.summary}</span>
                        {minutes ? <span className="block text-xs text-brand-700">Studied {minutes} min</span> : null}
                      </span>
                      <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      <ConceptDetails
        concept={openConcept}
        scenarios={concepts.data?.find(({ id }) => id === reading.openId)?.scenarios}
        isScenariosError={concepts.isError}
        onClose={reading.close}
        returnFocusTo={opener}
      />
    </Card>
  );
}
