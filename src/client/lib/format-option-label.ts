/** "dynamic-programming" → "Dynamic Programming"; option values stay the API's. */
export function formatOptionLabel(value: string): string {
  return value
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
