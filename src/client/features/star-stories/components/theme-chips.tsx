import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useId } from "react";
import { BEHAVIORAL_THEMES, type BehavioralThemeId } from "@/shared/star-stories/behavioral-themes";

type ThemeChipsProps = {
  value: readonly BehavioralThemeId[];
  onChange: (themes: BehavioralThemeId[]) => void;
  error: string | undefined;
};

/** The themes a story shows, as toggle buttons; each says what the theme means on hover and to screen readers. */
export function ThemeChips({ value, onChange, error }: ThemeChipsProps) {
  const errorId = useId();
  const toggle = (id: BehavioralThemeId) =>
    onChange(value.includes(id) ? value.filter((theme) => theme !== id) : [...value, id]);
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-sm font-medium text-slate-800">Themes it shows</legend>
      <p className="mt-0.5 text-sm text-slate-600">Choose every theme an interviewer could hear in this story.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {BEHAVIORAL_THEMES.map((theme) => {
          const isChosen = value.includes(theme.id);
          return (
            <button
              key={theme.id}
              type="button"
              aria-pressed={isChosen}
              title={theme.description}
              onClick={() => toggle(theme.id)}
              className={clsx(
                "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition",
                isChosen
                  ? "bg-brand-600 text-white shadow-sm hover:bg-brand-700"
                  : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
              )}
            >
              {isChosen ? <Check aria-hidden className="size-3.5" /> : null}
              {theme.label}
            </button>
          );
        })}
      </div>
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
