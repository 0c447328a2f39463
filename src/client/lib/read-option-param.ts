import { ALL_OPTION } from "@/shared/schemas/practice";

/**
 * A filter's starting value from the address (`?difficulty=easy`), when it is one of the options;
 * anything else, or nothing, is the "all" placeholder.
 */
export function readOptionParam(searchParams: URLSearchParams, name: string, options: readonly string[]): string {
  const value = searchParams.get(name);
  return value !== null && options.includes(value) ? value : ALL_OPTION;
}
