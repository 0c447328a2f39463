import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A message that hides itself `visibleMs` after it was shown (the product's confirmation
 * messages hide after 5 seconds). Showing a new one restarts the timer.
 */
export function useTransientMessage<Message>(visibleMs: number) {
  const [message, setMessage] = useState<Message | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showMessage = useCallback(
    (next: Message) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), visibleMs);
    },
    [visibleMs],
  );

  return { message, showMessage };
}
