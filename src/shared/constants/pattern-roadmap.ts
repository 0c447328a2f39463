import type { Pattern } from "./practice-options";

/**
 * The order in which the Problem Library's roadmap teaches the 18 patterns, each with why it comes
 * there: every step uses what the steps before it built (hashing before sliding windows, trees before
 * tries and graphs, 1-D before 2-D dynamic programming).
 */
export const PATTERN_ROADMAP: readonly { pattern: Pattern; why: string }[] = [
  {
    pattern: "arrays-hashing",
    why: "Counting and looking things up in O(1): the move behind half of all first solutions.",
  },
  {
    pattern: "two-pointers",
    why: "Two indices walking a sorted array or a string toward each other instead of a nested loop.",
  },
  { pattern: "stack", why: "Last in, first out: matching brackets, evaluating expressions, the next greater value." },
  {
    pattern: "sliding-window",
    why: "Two pointers that keep a window's counts as it grows and shrinks over a sequence.",
  },
  {
    pattern: "binary-search",
    why: "Halving a sorted range, or the range of possible answers, until one value is left.",
  },
  { pattern: "linked-list", why: "Pointer surgery: reversing, merging and finding cycles without losing a node." },
  { pattern: "trees", why: "Recursion on structure: depth-first and level-order walks, binary search trees." },
  { pattern: "tries", why: "A tree of characters for prefix questions over many words at once." },
  { pattern: "heap", why: "Always the smallest or largest so far: top k, streaming medians, scheduling." },
  { pattern: "backtracking", why: "Building every candidate step by step and undoing the step that cannot work." },
  { pattern: "intervals", why: "Sort by start, then merge, insert or count what overlaps." },
  { pattern: "greedy", why: "The locally best choice, and the argument for why it stays best." },
  {
    pattern: "graphs",
    why: "Breadth- and depth-first search on grids and adjacency lists, topological order, union-find.",
  },
  { pattern: "dp-1d", why: "One table index: the answer for a prefix built from smaller prefixes." },
  {
    pattern: "advanced-graphs",
    why: "Weighted graphs: shortest paths with Dijkstra, minimum spanning trees, Euler paths.",
  },
  { pattern: "dp-2d", why: "Two indices: grids, two strings, knapsacks and intervals." },
  { pattern: "bit-manipulation", why: "XOR, masks and shifts for answers in constant space." },
  { pattern: "math-geometry", why: "Matrices turned in place, fast powers and digit tricks." },
];
