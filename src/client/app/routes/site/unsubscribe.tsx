import { CircleCheck } from "lucide-react";
import { Link, useSearchParams } from "wouter";
import { Button } from "@/client/components/ui/button";
import { paths } from "@/client/config/paths";
import { AuthCard } from "@/client/features/auth";
import { useUnsubscribe } from "@/client/features/notifications";
import { useDocumentMeta } from "@/client/hooks/use-document-meta";

/**
 * The target of every notification mail's unsubscribe link: /unsubscribe?token=…. One button turns
 * off the switch the signed token names, signed in or not (a button, so that a mail scanner opening
 * the link turns nothing off).
 */
export default function UnsubscribePage() {
  useDocumentMeta({ title: "Unsubscribe", description: "Turn off a PrepPilot notification email." });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const unsubscribe = useUnsubscribe();
  const settingsLink = (
    <Link to={paths.settingsSection("notifications")} className="font-medium text-brand-700 hover:underline">
      Settings → Notifications
    </Link>
  );

  if (unsubscribe.isSuccess) {
    return (
      <AuthCard title="You are unsubscribed">
        <div role="status" className="space-y-4 text-sm text-slate-700">
          <CircleCheck aria-hidden className="size-10 text-green-600" />
          <p>
            <strong>{unsubscribe.data.label}</strong> are now off: you will get no more of these emails
            {unsubscribe.data.preference === "email" ? ", nor any other notification email" : ""}.
          </p>
          <p>You can turn it back on at any time in {settingsLink}.</p>
        </div>
      </AuthCard>
    );
  }
  if (!token) {
    return (
      <AuthCard title="This link can't be used">
        <p role="alert" className="text-sm text-slate-700">
          This unsubscribe link is incomplete: nothing was turned off. You can change your notifications in{" "}
          {settingsLink}.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Unsubscribe"
      description="Turn off the notification emails this link came with. Nothing else changes."
    >
      <Button size="lg" className="w-full" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? "Turning off…" : "Unsubscribe"}
      </Button>
      {unsubscribe.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {unsubscribe.error.message}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600">Or choose each kind of notification in {settingsLink}.</p>
    </AuthCard>
  );
}
