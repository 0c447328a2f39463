import { clsx } from "clsx";
import { Check, Circle } from "lucide-react";
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from "@/shared/constants/password";

// The sign-up password rules, in the product's order, as the user types.
const RULES = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { label: "One number", test: (p: string) => /[0-9]/.test(p) },
  {
    label: "One special character",
    test: (p: string) => [...p].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
];

/** How far a new password is from the rules; the form's own validation gives the messages. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
      {RULES.map((rule) => {
        const isMet = rule.test(password);
        const Icon = isMet ? Check : Circle;
        return (
          <li
            key={rule.label}
            className={clsx("flex items-center gap-1.5", isMet ? "text-green-700" : "text-slate-600")}
          >
            <Icon aria-hidden className={clsx("shrink-0", isMet ? "size-3.5" : "size-2.5")} />
            {rule.label}
            <span className="sr-only">{isMet ? "(met)" : "(not met)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
