import { clsx } from "clsx";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { useAuthState } from "../hooks/use-auth";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { EnableTwoFactorDialog } from "./enable-two-factor-dialog";

/** Whether sign-ins ask for a code from an authenticator app, and the switch for it. */
export function TwoFactorSettings() {
  const user = useAuthState((auth) => auth.user);
  const isEnabled = Boolean(user?.twoFactorEnabled);
  // Both dialogs stay mounted: turning two-factor on flips `isEnabled` while the backup codes show.
  const [openDialog, setOpenDialog] = useState<"enable" | "disable" | null>(null);

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <h4 id="two-factor-heading" className="text-base font-semibold text-slate-900">
        Two-factor authentication
      </h4>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden className={clsx("size-5", isEnabled ? "text-green-600" : "text-slate-400")} />
        <span>
          Status:{" "}
          <strong className={isEnabled ? "text-green-700" : "text-slate-900"}>{isEnabled ? "On" : "Off"}</strong>
        </span>
      </p>
      <p className="text-sm text-slate-600">
        {isEnabled
          ? "Each sign-in asks for a code from your authenticator app or one of your backup codes."
          : "Add a code from an authenticator app to each sign-in, so a stolen password is not enough."}
      </p>
      {/* One button that changes its label, so keyboard focus stays on it when the state flips. */}
      <Button
        variant={isEnabled ? "secondary" : "primary"}
        onClick={() => setOpenDialog(isEnabled ? "disable" : "enable")}
      >
        {isEnabled ? "Disable 2FA" : "Enable 2FA"}
      </Button>
      <EnableTwoFactorDialog
        open={openDialog === "enable"}
        onOpenChange={(open) => setOpenDialog(open ? "enable" : null)}
      />
      <DisableTwoFactorDialog
        open={openDialog === "disable"}
        onOpenChange={(open) => setOpenDialog(open ? "disable" : null)}
      />
    </section>
  );
}
