import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { ErrorBanner } from "@/client/components/ui/error-banner";
import { Spinner } from "@/client/components/ui/spinner";
import { TextField } from "@/client/components/ui/text-field";
import { useTransientMessage } from "@/client/hooks/use-transient-message";
import { PROFILE_LIMITS, type UpdateProfileInput, updateProfileInputSchema } from "@/shared/schemas/profile";
import type { ProfileView } from "../api/get-profile";
import { useUpdateProfile } from "../api/update-profile";

const CONFIRMATION_MS = 5000;

/** Full Name, the read-only email, Phone Number, Location and Bio; Save Changes stores these fields only. */
export function ProfileForm({ view }: { view: ProfileView }) {
  const updateProfile = useUpdateProfile();
  const saved = useTransientMessage<string>(CONFIRMATION_MS);
  const { profile } = view;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: {
      fullName: profile.fullName ?? "",
      phone: profile.phone ?? "",
      location: profile.location ?? "",
      bio: profile.bio ?? "",
    },
  });

  // The typed values stay in the form whatever happens: a failed save only adds the banner.
  const onSubmit = handleSubmit((input) =>
    updateProfile.mutate(input, { onSuccess: () => saved.showMessage("Your profile has been saved.") }),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <fieldset disabled={updateProfile.isPending} className="space-y-5">
        <legend className="sr-only">Profile details</legend>
        {updateProfile.isError ? (
          <ErrorBanner message="Failed to update profile" onDismiss={updateProfile.reset} />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Full Name"
            autoComplete="name"
            maxLength={PROFILE_LIMITS.fullName}
            error={errors.fullName?.message}
            {...register("fullName")}
          />
          <TextField label="Email Address" type="email" value={view.email} readOnly aria-readonly />
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phone}
            error={errors.phone?.message}
            {...register("phone")}
          />
          <TextField
            label="Location"
            autoComplete="address-level2"
            maxLength={PROFILE_LIMITS.location}
            error={errors.location?.message}
            {...register("location")}
          />
        </div>
        <BioField registration={register("bio")} error={errors.bio?.message} />
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5">
          {saved.message ? (
            <p role="status" className="flex items-center gap-2 text-sm text-green-800">
              <CircleCheck aria-hidden className="size-4" />
              {saved.message}
            </p>
          ) : null}
          <Button type="submit">
            {updateProfile.isPending ? <Spinner className="size-4" label="Saving" /> : null}
            {updateProfile.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** The bio: a textarea, since TextField is one line. */
function BioField({ registration, error }: { registration: UseFormRegisterReturn<"bio">; error: string | undefined }) {
  const bioId = useId();
  return (
    <div>
      <label htmlFor={bioId} className="block text-sm font-medium text-slate-800">
        Bio
      </label>
      <textarea
        id={bioId}
        rows={4}
        maxLength={PROFILE_LIMITS.bio}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-50 sm:text-sm"
        {...registration}
      />
      {error ? <p className="mt-1.5 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
