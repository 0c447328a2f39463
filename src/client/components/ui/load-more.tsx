import { clsx } from "clsx";
import { Button } from "@/client/components/ui/button";

type LoadMoreProps = {
  /** What the list holds, in the plural: "problems" gives "Load more problems". */
  noun: string;
  onLoadMore: () => void;
  isLoading: boolean;
  /** The last "load more" failed: the pages already shown stay, with a line saying so. */
  failed: boolean;
  size?: "sm";
  className?: string;
};

/** The button under a list read by pages (every list of the app), with its loading and error states. */
export function LoadMore({ noun, onLoadMore, isLoading, failed, size, className }: LoadMoreProps) {
  return (
    <div className={clsx("flex flex-col items-center gap-2", className)}>
      {failed ? <p className="text-sm text-red-700">More {noun} could not be loaded. Please try again.</p> : null}
      <Button variant="secondary" size={size} onClick={onLoadMore} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? `Loading more ${noun}…` : `Load more ${noun}`}
      </Button>
    </div>
  );
}
