import { clsx } from "clsx";
import { getInitials } from "../lib/get-initials";

const GRADIENTS = [
  "from-indigo-500 to-violet-600",
  "from-sky-500 to-indigo-600",
  "from-emerald-500 to-teal-600",
  "from-rose-500 to-fuchsia-600",
  "from-amber-500 to-orange-600",
  "from-cyan-500 to-blue-600",
];

function pickGradient(name: string) {
  const sum = [...name].reduce((total, character) => total + (character.codePointAt(0) ?? 0), 0);
  return GRADIENTS[sum % GRADIENTS.length];
}

const SIZES = { sm: "size-10 text-sm", md: "size-12 text-base", lg: "size-16 text-xl", xl: "size-24 text-3xl" };

/** A person's initials on a gradient: no photos, since the site loads nothing from other origins. */
export function InitialsAvatar({ name, size = "md" }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-grid shrink-0 place-items-center rounded-full bg-gradient-to-br font-semibold text-white ring-4 ring-white/60",
        SIZES[size],
        pickGradient(name),
      )}
    >
      {getInitials(name)}
    </span>
  );
}
