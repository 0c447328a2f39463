import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { TextField } from "@/client/components/ui/text-field";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

/** A password input with a show/hide toggle (a pressed button while the password is visible). */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      label={label}
      type={isVisible ? "text" : "password"}
      trailing={
        <button
          type="button"
          aria-pressed={isVisible}
          aria-label={`Show ${label.toLowerCase()}`}
          onClick={() => setIsVisible((visible) => !visible)}
          className="grid size-10 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Icon aria-hidden className="size-5" />
        </button>
      }
    />
  );
}
