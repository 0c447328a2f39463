/** The harness' node conversions, a class nested in the harness class: LeetCode's encodings of trees, lists and graphs. */
export const JAVA_NODES = `
    /**
     * LeetCode's node encodings, by reflection on whatever node class the solution's method declares (the
     * harness' ListNode, TreeNode and Node, or the solution's own with the same fields): a level-order
     * array for a tree, a plain array for a list, [values, pos] for a list with a cycle, an adjacency list
     * for a graph and [val, randomIndex] pairs for a list with random pointers.
     */
    static final class Nodes {
        /** The nodes of the current test's input graph or random list: a returned one must be a copy. */
        static final Set<Object> inputs = Collections.newSetFromMap(new IdentityHashMap<>());
        private static final Map<String, Field> fields = new HashMap<>();

        static Field field(Class<?> type, String name) {
            String key = type.getName() + "#" + name;
            if (fields.containsKey(key)) return fields.get(key);
            Field found = null;
            for (Class<?> c = type; c != null && found == null; c = c.getSuperclass()) {
                try {
                    found = c.getDeclaredField(name);
                    found.setAccessible(true);
                } catch (NoSuchFieldException e) {
                    // Look in the superclass.
                }
            }
            fields.put(key, found);
            return found;
        }

        static Object get(Object node, String name) {
            Field f = field(node.getClass(), name);
            if (f == null) throw new IllegalStateException(node.getClass().getSimpleName() + " has no field " + name);
            try {
                return f.get(node);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        static void set(Object node, String name, Object value) {
            Field f = field(node.getClass(), name);
            if (f == null) throw new IllegalStateException(node.getClass().getSimpleName() + " has no field " + name);
            try {
                if (f.getType() == char.class && value instanceof Integer) value = (char) (int) (Integer) value;
                f.set(node, value);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        /** A node holding val: through LeetCode's Node(int) constructor when there is one, else Node() and the field. */
        static Object create(Class<?> type, Object val) {
            try {
                for (Constructor<?> c : type.getDeclaredConstructors()) {
                    Class<?>[] p = c.getParameterTypes();
                    if (p.length == 1 && (p[0] == int.class || p[0] == Integer.class) && val instanceof Integer) {
                        c.setAccessible(true);
                        return c.newInstance(val);
                    }
                }
                Constructor<?> empty = type.getDeclaredConstructor();
                empty.setAccessible(true);
                Object node = empty.newInstance();
                set(node, "val", val);
                return node;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create a " + type.getSimpleName() + ": " + e);
            }
        }

        static Object value(Object json) {
            return json instanceof Long ? (Object) (int) (long) (Long) json : json;
        }

        static Object buildTree(List<?> values, Class<?> type) {
            if (values.isEmpty() || values.get(0) == null) return null;
            Object root = create(type, value(values.get(0)));
            ArrayDeque<Object> queue = new ArrayDeque<>();
            queue.add(root);
            int i = 1;
            while (!queue.isEmpty() && i < values.size()) {
                Object node = queue.poll();
                for (String side : new String[] {"left", "right"}) {
                    if (i < values.size() && values.get(i) != null) {
                        Object child = create(type, value(values.get(i)));
                        set(node, side, child);
                        queue.add(child);
                    }
                    i++;
                }
            }
            return root;
        }

        static List<Object> writeTree(Object root) {
            List<Object> values = new ArrayList<>();
            Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            List<Object> level = new ArrayList<>();
            level.add(root);
            int head = 0;
            while (head < level.size()) {
                Object node = level.get(head++);
                if (node == null) { values.add(null); continue; }
                if (!seen.add(node)) throw new IllegalStateException("the returned tree links back to one of its nodes");
                values.add(get(node, "val"));
                level.add(get(node, "left"));
                level.add(get(node, "right"));
            }
            while (!values.isEmpty() && values.get(values.size() - 1) == null) values.remove(values.size() - 1);
            return values;
        }

        static Object buildList(List<?> values, Class<?> type) {
            Object head = null;
            for (int i = values.size() - 1; i >= 0; i--) {
                Object node = create(type, value(values.get(i)));
                set(node, "next", head);
                head = node;
            }
            return head;
        }

        static List<Object> writeList(Object head) {
            List<Object> values = new ArrayList<>();
            Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Object node = head; node != null; node = get(node, "next")) {
                if (!seen.add(node)) throw new IllegalStateException("the returned list has a cycle");
                values.add(get(node, "val"));
            }
            return values;
        }

        static Object buildListWithPos(List<?> pair, Class<?> type) {
            List<?> values = (List<?>) pair.get(0);
            int pos = ((Number) pair.get(1)).intValue();
            List<Object> nodes = new ArrayList<>();
            for (Object v : values) nodes.add(create(type, value(v)));
            for (int i = 0; i + 1 < nodes.size(); i++) set(nodes.get(i), "next", nodes.get(i + 1));
            if (pos >= 0 && !nodes.isEmpty()) set(nodes.get(nodes.size() - 1), "next", nodes.get(pos));
            return nodes.isEmpty() ? null : nodes.get(0);
        }

        static List<Object> writeListWithPos(Object head) {
            List<Object> values = new ArrayList<>();
            Map<Object, Integer> seen = new IdentityHashMap<>();
            Object node = head;
            while (node != null && !seen.containsKey(node)) {
                seen.put(node, values.size());
                values.add(get(node, "val"));
                node = get(node, "next");
            }
            return new ArrayList<>(List.of(values, node == null ? -1 : seen.get(node)));
        }

        @SuppressWarnings("unchecked")
        static Object buildGraph(List<?> adjacency, Class<?> type) {
            if (adjacency.isEmpty()) return null;
            List<Object> nodes = new ArrayList<>();
            for (int i = 0; i < adjacency.size(); i++) nodes.add(create(type, i + 1));
            for (int i = 0; i < adjacency.size(); i++) {
                List<Object> neighbors = new ArrayList<>();
                for (Object id : (List<?>) adjacency.get(i)) neighbors.add(nodes.get(((Number) id).intValue() - 1));
                set(nodes.get(i), "neighbors", neighbors);
            }
            inputs.addAll(nodes);
            return nodes.get(0);
        }

        static List<Object> writeGraph(Object start) {
            if (start == null) return new ArrayList<>();
            Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            List<Object> queue = new ArrayList<>();
            seen.add(start);
            queue.add(start);
            for (int head = 0; head < queue.size(); head++) {
                for (Object next : neighbors(queue.get(head))) if (seen.add(next)) queue.add(next);
            }
            Object[] adjacency = new Object[queue.size()];
            for (Object node : queue) {
                if (inputs.contains(node)) throw new IllegalStateException("the returned graph reuses a node of the input graph: return a copy");
                int index = ((Number) get(node, "val")).intValue() - 1;
                if (index < 0 || index >= queue.size() || adjacency[index] != null) {
                    int n = queue.size();
                    throw new IllegalStateException("the returned graph's " + n + " nodes must have the values 1 to " + n + ", each once");
                }
                List<Object> ids = new ArrayList<>();
                for (Object next : neighbors(node)) ids.add(get(next, "val"));
                adjacency[index] = ids;
            }
            return new ArrayList<>(Arrays.asList(adjacency));
        }

        private static Iterable<?> neighbors(Object node) {
            Object list = get(node, "neighbors");
            if (list == null) return List.of();
            return list instanceof Object[] ? Arrays.asList((Object[]) list) : (Iterable<?>) list;
        }

        static Object buildRandomList(List<?> pairs, Class<?> type) {
            List<Object> nodes = new ArrayList<>();
            for (Object pair : pairs) nodes.add(create(type, value(((List<?>) pair).get(0))));
            for (int i = 0; i < nodes.size(); i++) {
                set(nodes.get(i), "next", i + 1 < nodes.size() ? nodes.get(i + 1) : null);
                Object random = ((List<?>) pairs.get(i)).get(1);
                set(nodes.get(i), "random", random == null ? null : nodes.get(((Number) random).intValue()));
            }
            inputs.addAll(nodes);
            return nodes.isEmpty() ? null : nodes.get(0);
        }

        static List<Object> writeRandomList(Object head) {
            List<Object> nodes = new ArrayList<>();
            Map<Object, Integer> positions = new IdentityHashMap<>();
            for (Object node = head; node != null; node = get(node, "next")) {
                if (inputs.contains(node)) throw new IllegalStateException("the returned list reuses a node of the input list: return a copy");
                if (positions.containsKey(node)) throw new IllegalStateException("the returned list loops back to its node " + positions.get(node));
                positions.put(node, nodes.size());
                nodes.add(node);
            }
            List<Object> pairs = new ArrayList<>();
            for (Object node : nodes) {
                Object random = get(node, "random");
                if (random != null && !positions.containsKey(random)) throw new IllegalStateException("a random pointer leads outside the returned list");
                pairs.add(new ArrayList<>(Arrays.asList(get(node, "val"), random == null ? null : positions.get(random))));
            }
            return pairs;
        }

        /** The node of a TreeNodeRef argument: the call's tree's node with that value. */
        static Object find(Object root, Object value) {
            ArrayDeque<Object> stack = new ArrayDeque<>();
            if (root != null) stack.push(root);
            while (!stack.isEmpty()) {
                Object node = stack.pop();
                if (Objects.equals(get(node, "val"), value)) return node;
                for (String side : new String[] {"right", "left"}) {
                    Object child = get(node, side);
                    if (child != null) stack.push(child);
                }
            }
            throw new IllegalStateException("the tree has no node with the value " + value);
        }
    }
`;
