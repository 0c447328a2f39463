import { Download } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useExportData } from "../api/export-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Privacy: a copy of one's data, and deleting the account with everything in it. */
export function PrivacySettings() {
  const exportData = useExportData();
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="export-title" flat>
        <h3 id="export-title" className="text-lg font-semibold text-slate-900">
          Download my data
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          A JSON file with your account, profile, subscription, preferences and activity.
        </p>
        <Button
          className="mt-4"
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {exportData.isPending ? (
            <Spinner className="size-4" label="Preparing" />
          ) : (
            <Download aria-hidden className="size-4" />
          )}
          Download my data
        </Button>
        <p role="status" className="mt-2 text-sm">
          {exportData.isError ? (
            <span className="text-red-700">{exportData.error.message}</span>
          ) : exportData.isSuccess ? (
            <span className="text-green-800">Saved {exportData.data.fileName}.</span>
          ) : null}
        </p>
      </Card>
      <section aria-labelledby="delete-title" className="rounded-xl border border-red-200 p-5">
        <h3 id="delete-title" className="text-lg font-semibold text-red-800">
          Delete my account
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Deletes your account and all its data for good. This cannot be undone.
        </p>
        <DeleteAccountDialog />
      </section>
    </div>
  );
}
