import { JAVA_CALL } from "./runtime-call";
import { JAVA_CONVERT } from "./runtime-convert";
import { JAVA_JSON } from "./runtime-json";
import { JAVA_NODES } from "./runtime-nodes";

/**
 * The stack of the thread the tests run on: deep recursion (LeetCode's 10⁴ levels and far more) fits in it,
 * and it counts against the job's memory limit (a thread's stack is private writable memory), so the
 * language takes it from the heap (index.ts).
 */
export const TEST_THREAD_STACK_BYTES = 64 * 1024 * 1024;

// Single-type imports: a class the solution declares (a `Field`, a `Type`) would hide a name that an
// on-demand import (java.util.*) brings in, but never one imported by name.
const IMPORTS = [
  "java.io.FileDescriptor",
  "java.io.FileOutputStream",
  "java.io.PrintStream",
  ...["Array", "Constructor", "Field", "GenericArrayType", "InvocationTargetException", "Method", "Modifier"].map(
    (name) => `java.lang.reflect.${name}`,
  ),
  ...["ParameterizedType", "Type", "TypeVariable", "WildcardType"].map((name) => `java.lang.reflect.${name}`),
  "java.nio.charset.StandardCharsets",
  "java.nio.file.Files",
  "java.nio.file.Paths",
  ...["ArrayDeque", "ArrayList", "Arrays", "Collection", "Collections", "HashMap", "IdentityHashMap"].map(
    (name) => `java.util.${name}`,
  ),
  ...["LinkedHashMap", "LinkedHashSet", "List", "Map", "Objects", "Optional", "Queue", "Set"].map(
    (name) => `java.util.${name}`,
  ),
];

/**
 * The harness' class, and its file's name: not Main, which a solution copied with its own test driver
 * (`class Main { public static void main… }`) may declare.
 */
export const JAVA_HARNESS_CLASS = "PrepPilotHarness";

const MAIN = String.raw`
/** Runs the tests of tests.json against the solution and reports each on a marker line (native-language.ts). */
public class ${JAVA_HARNESS_CLASS} {
    private static PrintStream out;
    private static Throwable failure;

    public static void main(String[] args) throws Exception {
        // A big stack, as LeetCode's: recursive solutions 10,000 levels deep must not overflow.
        Thread runner = new Thread(null, ${JAVA_HARNESS_CLASS}::runAll, "main", ${TEST_THREAD_STACK_BYTES}L);
        runner.start();
        runner.join();
        out.flush();
        if (failure != null) {
            failure.printStackTrace();
            System.exit(1);
        }
        // The solution's own threads must not keep the program alive.
        System.exit(0);
    }

    private static void runAll() {
        out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(out);
        try {
            Map<?, ?> plan = (Map<?, ?>) Json.parse(PLAN);
            Map<?, ?> job = (Map<?, ?>) Json.parse(new String(Files.readAllBytes(Paths.get("tests.json")), StandardCharsets.UTF_8));
            String marker = (String) job.get("marker");
            List<?> tests = (List<?>) job.get("tests");
            for (int i = 0; i < tests.size(); i++) report(marker, i, runTest(plan, tests.get(i)));
        } catch (Throwable e) {
            failure = e;
        }
    }

    /** One test's report: its result and time, or what it threw and where in the user's code. */
    private static Map<String, Object> runTest(Map<?, ?> plan, Object input) {
        Map<String, Object> line = new LinkedHashMap<>();
        Call.ms = 0;
        Nodes.inputs.clear();
        try {
            Object value = Plan.run(plan, input);
            line.put("value", value);
            line.put("ms", Call.ms);
        } catch (Throwable e) {
            line.put("error", e instanceof Missing ? e.getMessage() : e.toString());
            line.put("line", userLine(e));
        }
        return line;
    }

    /** The solution's printing first (flushed), then the marker line on a line of its own. */
    private static void report(String marker, int index, Map<String, Object> line) {
        Map<String, Object> ordered = new LinkedHashMap<>();
        ordered.put("index", index);
        ordered.putAll(line);
        String text = Json.write(ordered);
        out.flush();
        out.print("\n" + marker + " " + text + "\n");
        out.flush();
    }

    /** The line of the deepest call in the user's file, where the exception was thrown or passed through. */
    private static Integer userLine(Throwable e) {
        for (StackTraceElement frame : e.getStackTrace()) {
            if (USER_FILE.equals(frame.getFileName()) && frame.getLineNumber() > 0) return frame.getLineNumber();
        }
        return null;
    }
`;

/**
 * PrepPilotHarness.java: the harness, with the problem's signature as its plan (JSON in a string constant), the name
 * of the user's file, whose stack frames give an exception's line, and the top-level types the code declares
 * (where a function's method is looked for when the code has no class Solution).
 */
export function writeJavaMain(planJson: string, userFile: string, userTypes: readonly string[] = []): string {
  const constants = [
    `    static final String PLAN = ${JSON.stringify(planJson)};`,
    `    static final String USER_FILE = ${JSON.stringify(userFile)};`,
    `    static final List<String> USER_TYPES = List.of(${userTypes.map((name) => JSON.stringify(name)).join(", ")});`,
  ].join("\n");
  const imports = IMPORTS.map((name) => `import ${name};`).join("\n");
  return `${imports}\n${MAIN}\n${constants}\n${JAVA_JSON}${JAVA_NODES}${JAVA_CONVERT}${JAVA_CALL}}\n`;
}
