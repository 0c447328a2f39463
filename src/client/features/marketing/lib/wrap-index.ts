/** Keeps a carousel or tab index inside 0..length-1, wrapping past either end. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
