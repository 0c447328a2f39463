/** The harness' conversions between test values and the Java types a solution declares, a class nested in the harness class. */
export const JAVA_CONVERT = `
    /**
     * Test values to the Java types a solution's method declares (read by reflection, generics included:
     * int[] or List<Integer>, char[][] or List<List<Character>>, String[] or List<String>, long, boxed
     * types, node classes) and any result back to JSON. "kind" is the signature's value type, which says
     * how a node travels.
     */
    static final class Convert {
        static Object toJava(Object json, Type type, String kind) {
            Class<?> raw = rawClass(type);
            if (isNode(raw)) return buildNode(json, raw, kind);
            if (json == null) {
                if (raw.isPrimitive()) throw new IllegalArgumentException("null for a " + raw.getName() + " parameter");
                return null;
            }
            if (raw.isArray()) {
                List<?> items = (List<?>) json;
                Type component = type instanceof GenericArrayType ? ((GenericArrayType) type).getGenericComponentType() : raw.getComponentType();
                Object array = Array.newInstance(raw.getComponentType(), items.size());
                for (int i = 0; i < items.size(); i++) Array.set(array, i, toJava(items.get(i), component, element(kind)));
                return array;
            }
            if (Iterable.class.isAssignableFrom(raw) || raw == Object.class && json instanceof List) {
                Collection<Object> items = newCollection(raw);
                Type item = typeArgument(type, 0);
                for (Object value : (List<?>) json) items.add(toJava(value, item, element(kind)));
                return items;
            }
            return scalar(json, raw);
        }

        private static Object scalar(Object json, Class<?> raw) {
            if (raw == int.class || raw == Integer.class) return ((Number) json).intValue();
            if (raw == long.class || raw == Long.class) return ((Number) json).longValue();
            if (raw == double.class || raw == Double.class) return ((Number) json).doubleValue();
            if (raw == float.class || raw == Float.class) return ((Number) json).floatValue();
            if (raw == short.class || raw == Short.class) return ((Number) json).shortValue();
            if (raw == byte.class || raw == Byte.class) return ((Number) json).byteValue();
            if (raw == boolean.class || raw == Boolean.class) return (Boolean) json;
            if (raw == char.class || raw == Character.class) {
                return json instanceof Number ? (char) ((Number) json).intValue() : ((String) json).charAt(0);
            }
            if (raw == String.class || raw == CharSequence.class) return String.valueOf(json);
            if (raw == Object.class) return json instanceof Long ? Nodes.value(json) : json;
            throw new IllegalArgumentException("the judge cannot pass a value as " + raw.getName());
        }

        private static final Set<String> NODE_KINDS = Set.of("TreeNode", "ListNode", "ListNode+pos", "GraphNode", "RandomListNode");

        static boolean isNode(Class<?> raw) {
            return !raw.isPrimitive() && !raw.isArray() && raw.getPackageName().isEmpty();
        }

        private static Object buildNode(Object json, Class<?> raw, String kind) {
            if (json == null) return null;
            switch (kind) {
                case "TreeNode": return Nodes.buildTree((List<?>) json, raw);
                case "ListNode+pos": return Nodes.buildListWithPos((List<?>) json, raw);
                case "GraphNode": return Nodes.buildGraph((List<?>) json, raw);
                case "RandomListNode": return Nodes.buildRandomList((List<?>) json, raw);
                default: return Nodes.buildList((List<?>) json, raw);
            }
        }

        private static String element(String kind) {
            return kind.endsWith("[]") ? kind.substring(0, kind.length() - 2) : kind;
        }

        static Class<?> rawClass(Type type) {
            if (type instanceof Class) return (Class<?>) type;
            if (type instanceof ParameterizedType) return rawClass(((ParameterizedType) type).getRawType());
            if (type instanceof GenericArrayType) {
                return Array.newInstance(rawClass(((GenericArrayType) type).getGenericComponentType()), 0).getClass();
            }
            if (type instanceof WildcardType) return rawClass(((WildcardType) type).getUpperBounds()[0]);
            if (type instanceof TypeVariable) return rawClass(((TypeVariable<?>) type).getBounds()[0]);
            return Object.class;
        }

        private static Type typeArgument(Type type, int index) {
            if (!(type instanceof ParameterizedType)) return Object.class;
            Type[] arguments = ((ParameterizedType) type).getActualTypeArguments();
            return index < arguments.length ? arguments[index] : Object.class;
        }

        @SuppressWarnings("unchecked")
        private static Collection<Object> newCollection(Class<?> raw) {
            if (raw != Object.class && !raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
                try {
                    return (Collection<Object>) raw.getDeclaredConstructor().newInstance();
                } catch (ReflectiveOperationException e) {
                    throw new IllegalArgumentException("the judge cannot create a " + raw.getName());
                }
            }
            if (Set.class.isAssignableFrom(raw)) return new LinkedHashSet<>();
            if (Queue.class.isAssignableFrom(raw)) return new ArrayDeque<>();
            return new ArrayList<>();
        }

        /** Any result as JSON: numbers, strings, chars, arrays of any depth, collections, maps, nodes. */
        static Object toJson(Object value, String kind) {
            // No node is an empty tree or list, which LeetCode writes as [].
            if (value == null) return NODE_KINDS.contains(kind) ? writeNode(null, kind) : null;
            Class<?> type = value.getClass();
            if (isNode(type)) return writeNode(value, kind);
            if (value instanceof Character) return String.valueOf(value);
            if (value instanceof Number && !(value instanceof Double || value instanceof Float)) return value;
            if (value instanceof Double || value instanceof Float) return value;
            if (value instanceof Boolean || value instanceof String) return value;
            if (value instanceof CharSequence) return value.toString();
            if (type.isArray()) {
                List<Object> items = new ArrayList<>();
                for (int i = 0, n = Array.getLength(value); i < n; i++) items.add(toJson(Array.get(value, i), element(kind)));
                return items;
            }
            if (value instanceof Iterable) {
                List<Object> items = new ArrayList<>();
                for (Object item : (Iterable<?>) value) items.add(toJson(item, element(kind)));
                return items;
            }
            if (value instanceof Map) {
                Map<String, Object> map = new LinkedHashMap<>();
                for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) map.put(String.valueOf(entry.getKey()), toJson(entry.getValue(), kind));
                return map;
            }
            if (value instanceof Optional) return toJson(((Optional<?>) value).orElse(null), kind);
            return String.valueOf(value);
        }

        private static Object writeNode(Object node, String kind) {
            switch (kind) {
                case "TreeNodeRef": return Nodes.get(node, "val");
                case "TreeNode": return Nodes.writeTree(node);
                case "ListNode+pos": return Nodes.writeListWithPos(node);
                case "GraphNode": return Nodes.writeGraph(node);
                case "RandomListNode": return Nodes.writeRandomList(node);
                case "ListNode": return Nodes.writeList(node);
                default: return guessNode(node);
            }
        }

        /** A node where the signature names none (a class's method returning one): by its fields. */
        private static Object guessNode(Object node) {
            Class<?> type = node.getClass();
            if (Nodes.field(type, "left") != null) return Nodes.writeTree(node);
            if (Nodes.field(type, "random") != null) return Nodes.writeRandomList(node);
            if (Nodes.field(type, "neighbors") != null) return Nodes.writeGraph(node);
            if (Nodes.field(type, "next") != null) return Nodes.writeList(node);
            return String.valueOf(node);
        }
    }
`;
