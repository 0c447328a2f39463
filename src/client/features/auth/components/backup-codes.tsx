import { Copy, Download } from "lucide-react";
import { useState } from "react";
import { Button, buttonClasses } from "@/client/components/ui/button";

/** The backup codes, shown once right after two-factor authentication is turned on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copyResult, setCopyResult] = useState<string | null>(null);
  const text = codes.join("\n");

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(text);
      setCopyResult("Backup codes copied.");
    } catch {
      setCopyResult("Copying is blocked in this browser. Select the codes and copy them by hand.");
    }
  }

  return (
    <div className="space-y-5">
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Two-factor authentication is on. Save these backup codes somewhere safe: each one signs you in once if you lose
        your authenticator app. They will not be shown again.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="text-center text-slate-900 select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button variant="secondary" onClick={copyCodes}>
          <Copy aria-hidden className="size-4" />
          Copy codes
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`PrepPilot backup codes\n\n${text}\n`)}`}
          download="preppilot-backup-codes.txt"
          className={buttonClasses({ variant: "secondary" })}
        >
          <Download aria-hidden className="size-4" />
          Download codes
        </a>
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {copyResult}
      </p>
      <Button className="w-full" onClick={onDone}>
        I saved my codes
      </Button>
    </div>
  );
}
