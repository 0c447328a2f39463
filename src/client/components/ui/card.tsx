import { clsx } from "clsx";
import { type ComponentPropsWithoutRef, createElement } from "react";

export type CardPadding = "none" | "sm" | "md" | "lg";

const PADDINGS: Record<CardPadding, string> = {
  none: "",
  sm: "p-4",
  // The dashboard's and the Analytics Hub's panels.
  md: "p-5",
  // The labs' sections (design, interviews): roomier from the small breakpoint up.
  lg: "p-4 sm:p-6",
};

type CardStyle = {
  /** "none" when the card's content brings its own padding (a table, a folded `<details>`). */
  padding?: CardPadding;
  /** No shadow: a lab's section, or a card inside another card. */
  flat?: boolean;
  /** Layout and one-off classes added to the card's own (margins, spacing, flex, print rules). */
  className?: string;
};

/** The class names of a card: a white, bordered, rounded box; use it to style a button or a Radix part. */
export function cardClasses({ padding = "md", flat = false, className }: CardStyle = {}) {
  return clsx("rounded-xl border border-slate-200 bg-white", PADDINGS[padding], !flat && "shadow-sm", className);
}

type CardElement = "div" | "section" | "article" | "form" | "li" | "p" | "details";

type CardProps<T extends CardElement> = CardStyle & { as?: T } & Omit<ComponentPropsWithoutRef<T>, "className">;

/** A white, bordered, rounded box: a panel of the dashboard, a lab's section, an item of a list. */
export function Card<T extends CardElement = "div">({ as, padding, flat, className, ...props }: CardProps<T>) {
  return createElement(as ?? "div", { className: cardClasses({ padding, flat, className }), ...props });
}
