import { LoadErrorAlert } from "@/client/components/ui/load-error-alert";
import { Spinner } from "@/client/components/ui/spinner";
import { useSubscription } from "@/client/features/subscription";
import { useProfile } from "../api/get-profile";
import { AvatarEditor } from "./avatar-editor";
import { ProfileForm } from "./profile-form";

/** The Profile tab of Account Settings: picture, who the user is, and the editable fields. */
export function ProfileSettings() {
  const profile = useProfile();
  const subscription = useSubscription();

  if (profile.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8 text-brand-600" label="Loading profile" />
      </div>
    );
  }
  if (profile.isError) {
    return <LoadErrorAlert message="Failed to fetch profile" onRetry={() => profile.refetch()} variant="panel" />;
  }

  const view = profile.data;
  const name = view.profile.fullName || view.email;
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-5 border-b border-slate-200 pb-6 sm:flex-row sm:items-start">
        <AvatarEditor avatarUrl={view.avatarUrl} hasUpload={view.profile.avatarUrl !== null} name={name} />
        <div className="min-w-0 text-center sm:text-left">
          <p className="text-xl font-semibold break-words text-slate-900">{name}</p>
          <p className="break-all text-slate-600">{view.email}</p>
          <p className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            {subscription.data?.state.planLabel ?? "…"}
          </p>
        </div>
      </div>
      <ProfileForm view={view} />
    </div>
  );
}
