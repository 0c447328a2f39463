import { clsx } from "clsx";
import { Briefcase, MapPin, SearchX } from "lucide-react";
import { useState } from "react";
import { ButtonLink } from "@/client/components/ui/button";
import { SectionHeading } from "@/client/components/ui/section-heading";
import { paths } from "@/client/config/paths";
import { DEPARTMENT_LABELS, DEPARTMENTS, type Department, JOB_OPENINGS } from "../lib/careers-content";
import { filterJobOpenings } from "../lib/filter-job-openings";

/** The department filter and the list of openings, with the empty state shown while no role is open. */
export function OpenPositions() {
  const [department, setDepartment] = useState<Department>("all");
  const openings = filterJobOpenings(JOB_OPENINGS, department);
  return (
    <section
      id="openings"
      tabIndex={-1}
      aria-labelledby="openings-title"
      className="scroll-mt-20 bg-white px-4 py-24 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="openings-title" eyebrow="Open positions" title="Find your role" />
        <fieldset className="mt-10 flex flex-wrap justify-center gap-2">
          <legend className="sr-only">Filter by department</legend>
          {DEPARTMENTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={department === option}
              onClick={() => setDepartment(option)}
              className={clsx(
                "rounded-full px-4 py-2 text-sm font-medium transition",
                department === option
                  ? "bg-brand-600 text-white shadow-sm"
                  : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
              )}
            >
              {DEPARTMENT_LABELS[option]}
            </button>
          ))}
        </fieldset>
        {openings.length > 0 ? (
          <ul className="mt-10 space-y-4">
            {openings.map((opening) => (
              <li key={opening.id} className="rounded-2xl border border-slate-200 p-6">
                <h3 className="text-lg font-semibold text-slate-900">{opening.title}</h3>
                <p className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
                  <span className="inline-flex items-center gap-1">
                    <Briefcase className="size-4" aria-hidden="true" /> {DEPARTMENT_LABELS[opening.department]} ·{" "}
                    {opening.type}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin className="size-4" aria-hidden="true" /> {opening.location}
                  </span>
                  <span>{opening.salary}</span>
                </p>
                <p className="mt-3 text-slate-600">{opening.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
            <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              {department === "all"
                ? "No open positions right now"
                : `No open positions in ${DEPARTMENT_LABELS[department]} right now`}
            </h3>
            <p className="mx-auto mt-2 max-w-md text-slate-600">
              We always like to meet great people, even when no role is open. Tell us about yourself and we will reach
              out when a role opens.
            </p>
            <ButtonLink to={paths.contact} className="mt-6">
              Get in Touch
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
