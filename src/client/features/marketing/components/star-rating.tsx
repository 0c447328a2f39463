import { clsx } from "clsx";
import { Star } from "lucide-react";

/** Five stars with `rating` filled, read out as "Rated 5 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={clsx("flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={clsx("size-4", star <= rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200")}
        />
      ))}
    </div>
  );
}
