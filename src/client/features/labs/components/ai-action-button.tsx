import { Lock, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";

type AiActionButtonProps = ComponentProps<typeof Button> & {
  isBusy: boolean;
  /** The spinner's accessible name while the request runs, e.g. "Generating problem". */
  busyLabel: string;
  canUseAI: boolean;
  icon: LucideIcon;
};

/**
 * A lab's AI action: a spinner while it runs, a lock when the plan lacks AI access (a click then opens the
 * upgrade modal instead).
 */
export function AiActionButton({ isBusy, busyLabel, canUseAI, icon: Icon, children, ...props }: AiActionButtonProps) {
  return (
    <Button {...props} aria-busy={isBusy}>
      {isBusy ? (
        <Spinner className="size-4" label={busyLabel} />
      ) : canUseAI ? (
        <Icon aria-hidden className="size-4" />
      ) : (
        <Lock aria-hidden className="size-4" data-testid="lock-marker" />
      )}
      {children}
    </Button>
  );
}
