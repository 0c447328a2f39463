import { Plus, Printer } from "lucide-react";
import { Button } from "@/client/components/ui/button";

/** A report's own buttons, left out of the printed page: print it, or close it for a new interview. */
export function ReportActions({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        Print or save as PDF
      </Button>
      <Button variant="ghost" size="sm" onClick={onClose}>
        <Plus aria-hidden className="size-4" />
        New interview
      </Button>
    </div>
  );
}
