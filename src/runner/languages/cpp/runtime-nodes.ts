/**
 * The harness' node conversions, in C++: LeetCode's list, tree, graph and random-list encodings to nodes
 * and back. Templates over the node type, recognised by its members (`left` a tree node, `neighbors` a
 * graph node, `random` a random-list node, `next` a list node), because they are compiled before the
 * solution, which may define ListNode, TreeNode or Node itself.
 */
export const CPP_NODES = `
namespace pp {

template <class N> constexpr bool isTreeNode = requires(N* n) { n->left; n->right; };
template <class N> constexpr bool isGraphNode = requires(N* n) { n->neighbors; };
template <class N> constexpr bool isRandomNode = requires(N* n) { n->random; n->next; };
template <class N> constexpr bool isListNode = requires(N* n) { n->next; } && !isRandomNode<N>;

/** The nodes of the current test: the tree a TreeNodeRef names a node of, and the input graph and list nodes a result must not reuse. */
struct Nodes {
  const void* tree = nullptr;
  /** The call's TreeNode argument, when a TreeNodeRef may be read before it (arguments converted in any order). */
  const Json* treeSource = nullptr;
  std::unordered_set<const void*> inputs;
};
inline Nodes nodes;

/** A node with its value, whichever constructors the definition has. */
template <class N> N* makeNode(long long value) {
  if constexpr (std::is_constructible_v<N, int>) return new N(static_cast<int>(value));
  else {
    N* node = new N();
    node->val = value;
    return node;
  }
}

template <class N> N* buildList(const Json& values) {
  N* head = nullptr;
  for (std::size_t i = values.size(); i-- > 0;) {
    N* node = makeNode<N>(values[i].asInteger());
    node->next = head;
    head = node;
  }
  return head;
}

/** [values, pos]: the tail links back to the node at index pos, or to nothing when pos is -1. */
template <class N> N* buildListWithPos(const Json& value) {
  std::vector<N*> list;
  for (const Json& item : value[0].items) list.push_back(makeNode<N>(item.asInteger()));
  for (std::size_t i = 0; i + 1 < list.size(); ++i) list[i]->next = list[i + 1];
  long long pos = value.size() > 1 ? value[1].asInteger() : -1;
  if (!list.empty()) list.back()->next = pos >= 0 && pos < static_cast<long long>(list.size()) ? list[pos] : nullptr;
  return list.empty() ? nullptr : list[0];
}

template <class N> N* buildTree(const Json& values) {
  if (values.size() == 0 || values[0].isNull()) return nullptr;
  N* root = makeNode<N>(values[0].asInteger());
  std::deque<N*> queue{root};
  std::size_t i = 1;
  while (!queue.empty() && i < values.size()) {
    N* node = queue.front();
    queue.pop_front();
    if (i < values.size() && !values[i].isNull()) queue.push_back(node->left = makeNode<N>(values[i].asInteger()));
    ++i;
    if (i < values.size() && !values[i].isNull()) queue.push_back(node->right = makeNode<N>(values[i].asInteger()));
    ++i;
  }
  return root;
}

/** A TreeNodeRef names a node of the call's tree by its value: the solution gets that node. */
template <class N> N* readNode(const Json& value, std::string_view kind);

template <class N> N* findNode(const Json& value) {
  if (!nodes.tree && nodes.treeSource) readNode<N>(*nodes.treeSource, "TreeNode");
  std::vector<N*> stack{static_cast<N*>(const_cast<void*>(nodes.tree))};
  while (!stack.empty()) {
    N* node = stack.back();
    stack.pop_back();
    if (!node) continue;
    if (node->val == value.asInteger()) return node;
    stack.push_back(node->right);
    stack.push_back(node->left);
  }
  throw std::runtime_error("the tree has no node with the value " + std::to_string(value.asInteger()));
}

template <class N> N* buildGraph(const Json& adjacency) {
  if (adjacency.size() == 0) return nullptr;
  std::vector<N*> graph;
  for (std::size_t i = 0; i < adjacency.size(); ++i) graph.push_back(makeNode<N>(static_cast<long long>(i + 1)));
  for (std::size_t i = 0; i < adjacency.size(); ++i) {
    for (const Json& id : adjacency[i].items) graph[i]->neighbors.push_back(graph.at(id.asInteger() - 1));
    nodes.inputs.insert(graph[i]);
  }
  return graph[0];
}

/** [[val, randomIndex or null], ...]: each node's random pointer as the index of its target. */
template <class N> N* buildRandomList(const Json& pairs) {
  std::vector<N*> list;
  for (const Json& pair : pairs.items) list.push_back(makeNode<N>(pair[0].asInteger()));
  for (std::size_t i = 0; i < list.size(); ++i) {
    list[i]->next = i + 1 < list.size() ? list[i + 1] : nullptr;
    list[i]->random = pairs[i][1].isNull() ? nullptr : list.at(pairs[i][1].asInteger());
    nodes.inputs.insert(list[i]);
  }
  return list.empty() ? nullptr : list[0];
}

template <class N> N* readNode(const Json& value, std::string_view kind) {
  if constexpr (isTreeNode<N>) {
    if (kind == "TreeNodeRef") return findNode<N>(value);
    if (&value == nodes.treeSource && nodes.tree) return static_cast<N*>(const_cast<void*>(nodes.tree));
    N* root = buildTree<N>(value);
    nodes.tree = root;
    return root;
  } else if constexpr (isGraphNode<N>) {
    return buildGraph<N>(value);
  } else if constexpr (isRandomNode<N>) {
    return buildRandomList<N>(value);
  } else if constexpr (isListNode<N>) {
    return kind == "ListNode+pos" ? buildListWithPos<N>(value) : buildList<N>(value);
  } else {
    static_assert(isListNode<N>, "the harness cannot build this kind of node from a test");
  }
}

template <class N> void writeList(std::string& out, N* head, std::string_view kind) {
  std::unordered_map<const void*, std::size_t> seen;
  std::string values = "[";
  N* node = head;
  for (; node && !seen.count(node); node = node->next) {
    if (!seen.empty()) values += ',';
    seen.emplace(node, seen.size());
    values += std::to_string(node->val);
  }
  values += ']';
  if (kind == "ListNode+pos") {
    out += "[" + values + "," + (node ? std::to_string(seen[node]) : std::string("-1")) + "]";
    return;
  }
  if (node) throw std::runtime_error("the returned list loops back to its node " + std::to_string(seen[node]));
  out += values;
}

template <class N> void writeTree(std::string& out, N* root) {
  std::vector<N*> queue{root};
  for (std::size_t head = 0; head < queue.size(); ++head) {
    if (queue[head]) {
      queue.push_back(queue[head]->left);
      queue.push_back(queue[head]->right);
    }
  }
  while (!queue.empty() && !queue.back()) queue.pop_back();
  out += '[';
  for (std::size_t i = 0; i < queue.size(); ++i) {
    if (i) out += ',';
    out += queue[i] ? std::to_string(queue[i]->val) : std::string("null");
  }
  out += ']';
}

template <class N> void writeGraph(std::string& out, N* start) {
  if (!start) {
    out += "[]";
    return;
  }
  std::vector<N*> queue{start};
  std::unordered_set<N*> seen{start};
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (N* next : queue[head]->neighbors)
      if (next && seen.insert(next).second) queue.push_back(next);
  std::vector<std::string> adjacency(queue.size());
  std::vector<bool> filled(queue.size());
  for (N* node : queue) {
    if (nodes.inputs.count(node)) throw std::runtime_error("the returned graph reuses a node of the input graph: return a copy");
    long long index = static_cast<long long>(node->val) - 1;
    if (index < 0 || index >= static_cast<long long>(queue.size()) || filled[index]) {
      std::string count = std::to_string(queue.size());
      throw std::runtime_error("the returned graph's " + count + " nodes must have the values 1 to " + count + ", each once");
    }
    filled[index] = true;
    std::string& line = adjacency[index] = "[";
    for (N* next : node->neighbors) line += (line.size() > 1 ? "," : "") + std::to_string(next->val);
    line += ']';
  }
  out += '[';
  for (std::size_t i = 0; i < adjacency.size(); ++i) out += (i ? "," : "") + adjacency[i];
  out += ']';
}

template <class N> void writeRandomList(std::string& out, N* head) {
  std::vector<N*> list;
  std::unordered_map<N*, std::size_t> positions;
  for (N* node = head; node; node = node->next) {
    if (nodes.inputs.count(node)) throw std::runtime_error("the returned list reuses a node of the input list: return a copy");
    if (positions.count(node)) throw std::runtime_error("the returned list loops back to its node " + std::to_string(positions[node]));
    positions.emplace(node, list.size());
    list.push_back(node);
  }
  out += '[';
  for (std::size_t i = 0; i < list.size(); ++i) {
    N* random = list[i]->random;
    if (random && !positions.count(random)) throw std::runtime_error("a random pointer leads outside the returned list");
    out += (i ? ",[" : "[") + std::to_string(list[i]->val) + "," + (random ? std::to_string(positions[random]) : "null") + "]";
  }
  out += ']';
}

template <class N> void writeNode(std::string& out, N* node, std::string_view kind) {
  if constexpr (isTreeNode<N>) {
    if (kind == "TreeNodeRef") out += node ? std::to_string(node->val) : std::string("null");
    else writeTree(out, node);
  } else if constexpr (isGraphNode<N>) {
    writeGraph(out, node);
  } else if constexpr (isRandomNode<N>) {
    writeRandomList(out, node);
  } else if constexpr (isListNode<N>) {
    writeList(out, node, kind);
  } else {
    static_assert(isListNode<N>, "the harness cannot write this kind of node as a result");
  }
}

}  // namespace pp
`;
