import { Trash2, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useDeleteAvatar } from "../api/delete-avatar";
import { useUploadAvatar } from "../api/upload-avatar";

const ACCEPTED_TYPES = "image/png,image/jpeg,image/webp";

/** The profile picture with upload and remove; the server checks the file and explains a refusal. */
export function AvatarEditor({ avatarUrl, hasUpload, name }: { avatarUrl: string; hasUpload: boolean; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const isBusy = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;

  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      <img
        src={avatarUrl}
        alt={name}
        width={96}
        height={96}
        className="size-24 rounded-full border border-slate-200 bg-slate-100 object-cover"
      />
      <div className="flex flex-wrap justify-center gap-2">
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label="Choose a profile picture"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again after a refusal triggers another upload.
            event.target.value = "";
            if (file) {
              remove.reset();
              upload.mutate(file);
            }
          }}
        />
        <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => inputRef.current?.click()}>
          {upload.isPending ? (
            <Spinner className="size-4" label="Uploading" />
          ) : (
            <Upload aria-hidden className="size-4" />
          )}
          Upload picture
        </Button>
        {hasUpload ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={isBusy}
            onClick={() => {
              upload.reset();
              remove.mutate();
            }}
          >
            <Trash2 aria-hidden className="size-4" />
            Remove
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">PNG, JPEG or WebP, up to 2 MB.</p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
