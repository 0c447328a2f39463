import { clsx } from "clsx";
import type { ReactNode } from "react";

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Sets the heading's id, for sections labelled by their heading. */
  id?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
};

/** The eyebrow, h2 and lead paragraph that open every marketing section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  align = "center",
  tone = "light",
}: SectionHeadingProps) {
  const isDark = tone === "dark";
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={clsx(
            "text-sm font-semibold tracking-wide uppercase",
            isDark ? "text-indigo-300" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={clsx(
          "mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl",
          isDark ? "text-white" : "text-slate-900",
        )}
      >
        {title}
      </h2>
      {description ? (
        <p className={clsx("mt-4 text-lg text-pretty", isDark ? "text-slate-300" : "text-slate-600")}>{description}</p>
      ) : null}
    </div>
  );
}
