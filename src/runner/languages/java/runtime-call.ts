/** How the harness finds and calls the solution (classes nested in the harness class): by name, through reflection. */
export const JAVA_CALL = `
    /** Finds the solution's classes, constructors and methods by name, and calls them with the clock running. */
    static final class Call {
        /** The time the current test's calls took, in ms. */
        static double ms;

        static Class<?> findClass(List<String> names) {
            for (String name : names) {
                try {
                    return Class.forName(name);
                } catch (ClassNotFoundException e) {
                    // Try the next name.
                }
            }
            throw new Missing("The code does not define class " + String.join(" or ", names) + ".");
        }

        /**
         * Class Solution; else, for code written with a class of its own name (a repository's class TwoSum),
         * the first class the code declares that has the method.
         */
        static Class<?> findSolution(List<String> methods, int arity) {
            List<String> candidates = new ArrayList<>(List.of("Solution"));
            candidates.addAll(USER_TYPES);
            for (String name : candidates) {
                try {
                    // Not initialised here: a class the search passes over runs none of its code.
                    Class<?> type = Class.forName(name, false, Call.class.getClassLoader());
                    if (name.equals("Solution")) return type;
                    findMethod(type, methods, arity);
                    return type;
                } catch (ClassNotFoundException | Missing e) {
                    // Try the next class.
                }
            }
            throw new Missing("The code does not define class Solution.");
        }

        /** The method by name and arity; a public one first, should a private helper share its name. */
        static Method findMethod(Class<?> type, List<String> names, int arity) {
            for (String name : names) {
                Method found = null;
                for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                    for (Method method : c.getDeclaredMethods()) {
                        if (!method.getName().equals(name) || method.getParameterCount() != arity || method.isSynthetic()) continue;
                        if (found == null || Modifier.isPublic(method.getModifiers()) && !Modifier.isPublic(found.getModifiers())) found = method;
                    }
                }
                if (found != null) {
                    found.setAccessible(true);
                    return found;
                }
            }
            throw new Missing(type.getSimpleName() + " has no method " + String.join(" or ", names) + " with " + arity + " parameter" + (arity == 1 ? "" : "s") + ".");
        }

        static Constructor<?> findConstructor(Class<?> type, int arity) {
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (constructor.getParameterCount() == arity) {
                    constructor.setAccessible(true);
                    return constructor;
                }
            }
            throw new Missing(type.getSimpleName() + " has no constructor with " + arity + " parameter" + (arity == 1 ? "" : "s") + ".");
        }

        static Object create(Constructor<?> constructor, Object[] args) throws Throwable {
            long start = System.nanoTime();
            try {
                return constructor.newInstance(args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            } finally {
                ms += (System.nanoTime() - start) / 1e6;
            }
        }

        static Object invoke(Method method, Object target, Object[] args) throws Throwable {
            long start = System.nanoTime();
            try {
                return method.invoke(Modifier.isStatic(method.getModifiers()) ? null : target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            } finally {
                ms += (System.nanoTime() - start) / 1e6;
            }
        }

        /** The arguments of a call as its declared parameter types; a TreeNodeRef is a node of the call's tree. */
        static Object[] arguments(List<?> raw, Type[] types, List<String> kinds) {
            if (raw.size() != types.length) throw new IllegalArgumentException("the test passes " + raw.size() + " arguments, the method takes " + types.length);
            Object[] args = new Object[types.length];
            Object tree = null;
            for (int i = 0; i < args.length; i++) {
                if (kinds.get(i).equals("TreeNodeRef")) continue;
                args[i] = Convert.toJava(raw.get(i), types[i], kinds.get(i));
                if (kinds.get(i).equals("TreeNode") && tree == null) tree = args[i];
            }
            for (int i = 0; i < args.length; i++) {
                if (kinds.get(i).equals("TreeNodeRef")) args[i] = raw.get(i) == null ? null : Nodes.find(tree, Nodes.value(raw.get(i)));
            }
            return args;
        }
    }

    /** The code's shape does not match the problem (a missing class or method): reported without a line. */
    static final class Missing extends RuntimeException {
        Missing(String message) {
            super(message);
        }
    }
    /** How a test calls the solution: a function of class Solution, a design class, or a codec's round trip. */
    static final class Plan {
        static Object run(Map<?, ?> plan, Object input) throws Throwable {
            switch ((String) plan.get("kind")) {
                case "class": return runClass(plan, (Map<?, ?>) input);
                case "codec": return runCodec(plan, (List<?>) input);
                default: return runFunction(plan, (List<?>) input);
            }
        }

        private static List<String> names(Map<?, ?> member, String key, String aliases) {
            List<String> names = new ArrayList<>();
            names.add((String) member.get(key));
            if (member.get(aliases) != null) for (Object alias : (List<?>) member.get(aliases)) names.add((String) alias);
            return names;
        }

        private static List<String> kinds(Object params) {
            List<String> kinds = new ArrayList<>();
            for (Object param : (List<?>) params) kinds.add((String) ((Map<?, ?>) param).get("type"));
            return kinds;
        }

        private static Object newInstance(Class<?> type) throws Throwable {
            return Call.create(Call.findConstructor(type, 0), new Object[0]);
        }

        private static Object runFunction(Map<?, ?> plan, List<?> input) throws Throwable {
            List<String> kinds = kinds(plan.get("params"));
            Class<?> solution = Call.findSolution(names(plan, "name", "aliases"), kinds.size());
            Method method = Call.findMethod(solution, names(plan, "name", "aliases"), kinds.size());
            Object[] args = Call.arguments(input, method.getGenericParameterTypes(), kinds);
            Object instance = Modifier.isStatic(method.getModifiers()) ? null : newInstance(solution);
            Call.ms = 0;
            Object result = Call.invoke(method, instance, args);
            // A void function changes its first argument in place: that argument is its result.
            String returns = (String) plan.get("returns");
            return returns.equals("void") ? Convert.toJson(args[0], kinds.get(0)) : Convert.toJson(result, returns);
        }

        private static Object runClass(Map<?, ?> plan, Map<?, ?> input) throws Throwable {
            Class<?> type = Call.findClass(names(plan, "className", "aliases"));
            List<?> calls = (List<?>) input.get("calls");
            List<?> args = (List<?>) input.get("args");
            List<String> constructorKinds = kinds(plan.get("constructorParams"));
            Constructor<?> constructor = Call.findConstructor(type, constructorKinds.size());
            Object instance = Call.create(constructor, Call.arguments((List<?>) args.get(0), constructor.getGenericParameterTypes(), constructorKinds));
            List<Object> results = new ArrayList<>();
            results.add(null);
            for (int i = 1; i < calls.size(); i++) {
                Map<?, ?> member = findMember(plan, (String) calls.get(i));
                List<String> kinds = kinds(member.get("params"));
                Method method = Call.findMethod(type, List.of((String) member.get("name")), kinds.size());
                Object result = Call.invoke(method, instance, Call.arguments((List<?>) args.get(i), method.getGenericParameterTypes(), kinds));
                String returns = (String) member.get("returns");
                results.add(returns.equals("void") ? null : Convert.toJson(result, returns));
            }
            return results;
        }

        private static Map<?, ?> findMember(Map<?, ?> plan, String name) {
            for (Object method : (List<?>) plan.get("methods")) {
                if (name.equals(((Map<?, ?>) method).get("name"))) return (Map<?, ?>) method;
            }
            throw new IllegalArgumentException("the test calls an unknown method " + name);
        }

        /** LeetCode's Codec judgement: one instance encodes and a second decodes (one for a list of strings). */
        private static Object runCodec(Map<?, ?> plan, List<?> input) throws Throwable {
            Class<?> type = Call.findClass(List.of((String) plan.get("className")));
            String kind = (String) plan.get("type");
            Method encode = Call.findMethod(type, List.of((String) ((Map<?, ?>) plan.get("encode")).get("name")), 1);
            Method decode = Call.findMethod(type, List.of((String) ((Map<?, ?>) plan.get("decode")).get("name")), 1);
            Object encoder = Modifier.isStatic(encode.getModifiers()) ? null : newInstance(type);
            Object decoder = kind.equals("TreeNode") && !Modifier.isStatic(decode.getModifiers()) ? newInstance(type) : encoder;
            Call.ms = 0;
            Object value = Convert.toJava(input.get(0), encode.getGenericParameterTypes()[0], kind);
            Object encoded = Call.invoke(encode, encoder, new Object[] {value});
            if (!(encoded instanceof String)) throw new Missing(encode.getName() + " must return a String.");
            Object decoded = Call.invoke(decode, decoder == null ? newInstance(type) : decoder, new Object[] {encoded});
            return Convert.toJson(decoded, kind);
        }
    }
`;
