import { clsx } from "clsx";
import { type BehavioralThemeId, getBehavioralTheme } from "@/shared/star-stories/behavioral-themes";

type ThemeBadgesProps = {
  themes: readonly BehavioralThemeId[];
  /** Themes that stand out (those a question probes). */
  highlighted?: readonly BehavioralThemeId[];
  /** Inside a line of text (a `<summary>`, which holds no list): spans instead of a list. */
  isInline?: boolean;
};

/** Themes as small labels. */
export function ThemeBadges({ themes, highlighted = [], isInline = false }: ThemeBadgesProps) {
  const Item = isInline ? "span" : "li";
  const badges = themes.map((id) => (
    <Item
      key={id}
      className={clsx(
        "rounded-full px-2.5 py-0.5 text-xs font-medium",
        highlighted.includes(id) ? "bg-brand-100 text-brand-800" : "bg-slate-100 text-slate-700",
      )}
    >
      {getBehavioralTheme(id).label}
    </Item>
  ));
  return isInline ? (
    <span className="inline-flex flex-wrap gap-1.5">{badges}</span>
  ) : (
    <ul className="flex flex-wrap gap-1.5" aria-label="Themes">
      {badges}
    </ul>
  );
}
