// Binary trees travel as LeetCode's level-order arrays ([3,9,20,null,null,15,7]); to draw two of them and
// mark where they differ, each is rebuilt with a place per node (its path from the root) and a position:
// x is the node's in-order rank, so no two nodes overlap, and y its depth.

export type TreeNodeLayout = {
  /** The path from the root: "" for the root, then "L" and "R" per step down. */
  id: string;
  value: unknown;
  /** In-order rank, 0 at the leftmost node. */
  x: number;
  depth: number;
  parentId: string | null;
  /** The other tree has no node here, or one with another value. */
  isDifferent: boolean;
};

export type TreeLayout = { nodes: TreeNodeLayout[]; width: number; height: number };

export type TreeDiff = { kind: "tree"; expected: TreeLayout; actual: TreeLayout; differing: number };

/** Larger trees are compared as their arrays: a drawing of them would not fit a results panel. */
export const MAX_DRAWN_TREE_NODES = 63;

type BuiltNode = { id: string; value: unknown; parentId: string | null; left?: BuiltNode; right?: BuiltNode };

/**
 * A level-order array as nodes (LeetCode's deserialisation: each non-null node takes the next two slots as its
 * children); null for the empty tree; "not-a-tree" when it is no such array or has more nodes than can be drawn.
 */
export function buildTree(levelOrder: unknown): BuiltNode | null | "not-a-tree" {
  if (!Array.isArray(levelOrder)) return "not-a-tree";
  if (levelOrder.filter((value) => value !== null).length > MAX_DRAWN_TREE_NODES) return "not-a-tree";
  if (levelOrder.length === 0 || levelOrder[0] === null) return null;
  if (levelOrder.some((value) => Array.isArray(value) || (typeof value === "object" && value !== null))) {
    return "not-a-tree";
  }
  const root: BuiltNode = { id: "", value: levelOrder[0], parentId: null };
  const queue = [root];
  let slot = 1;
  for (let head = 0; head < queue.length && slot < levelOrder.length; head++) {
    const parent = queue[head] as BuiltNode;
    for (const side of ["L", "R"] as const) {
      const value = levelOrder[slot++];
      if (value === null || value === undefined) continue;
      const child: BuiltNode = { id: parent.id + side, value, parentId: parent.id };
      if (side === "L") parent.left = child;
      else parent.right = child;
      queue.push(child);
    }
  }
  return root;
}

function layOut(root: BuiltNode | null, other: Map<string, unknown>): TreeLayout {
  const nodes: TreeNodeLayout[] = [];
  // Iterative in-order walk: a skewed tree of 63 nodes is fine recursively, but a loop costs nothing.
  const stack: BuiltNode[] = [];
  let current: BuiltNode | undefined = root ?? undefined;
  while (current || stack.length > 0) {
    while (current) {
      stack.push(current);
      current = current.left;
    }
    const node = stack.pop() as BuiltNode;
    const isDifferent = !other.has(node.id) || !Object.is(other.get(node.id), node.value);
    nodes.push({ ...withoutChildren(node), x: nodes.length, depth: node.id.length, isDifferent });
    current = node.right;
  }
  const height = nodes.reduce((deepest, node) => Math.max(deepest, node.depth + 1), 0);
  return { nodes, width: nodes.length, height };
}

function withoutChildren({ id, value, parentId }: BuiltNode) {
  return { id, value, parentId };
}

function collectValues(root: BuiltNode | null): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const stack = root ? [root] : [];
  for (let node = stack.pop(); node; node = stack.pop()) {
    values.set(node.id, node.value);
    if (node.left) stack.push(node.left);
    if (node.right) stack.push(node.right);
  }
  return values;
}

/**
 * Both trees laid out for drawing, each node marked when the other tree lacks it or holds another value
 * there; null when either value is not a level-order array small enough to draw.
 */
export function diffTrees(expected: unknown, actual: unknown): TreeDiff | null {
  const expectedRoot = buildTree(expected);
  const actualRoot = buildTree(actual);
  if (expectedRoot === "not-a-tree" || actualRoot === "not-a-tree") return null;
  const expectedLayout = layOut(expectedRoot, collectValues(actualRoot));
  const actualLayout = layOut(actualRoot, collectValues(expectedRoot));
  const differing = new Set(
    [...expectedLayout.nodes, ...actualLayout.nodes].filter((node) => node.isDifferent).map((node) => node.id),
  ).size;
  return { kind: "tree", expected: expectedLayout, actual: actualLayout, differing };
}
