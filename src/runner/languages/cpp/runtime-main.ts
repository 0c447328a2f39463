/**
 * The harness' test loop and main, in C++: reads tests.json, runs each test on a thread with a large
 * stack (deep recursion must not depend on the stack limit the sandbox sets), catches what a test throws,
 * and writes one marker line per test after flushing whatever the solution printed
 * (native-language.ts describes the protocol).
 */
export const CPP_MAIN = String.raw`
namespace pp {

/** Defined after the solution by the code generated for the problem: one test's result as JSON. */
std::string runTest(const Json& input);

inline std::string demangle(const char* name) {
  int status = 0;
  char* readable = abi::__cxa_demangle(name, nullptr, nullptr, &status);
  std::string text = status == 0 && readable ? readable : name;
  std::free(readable);
  return text;
}

/** What the exception being handled says: its type, and its message when it has one. */
inline std::string describeException() {
  try {
    throw;
  } catch (const std::exception& error) {
    return demangle(typeid(error).name()) + ": " + error.what();
  } catch (const std::string& text) {
    return "std::string: " + text;
  } catch (const char* text) {
    return std::string("const char*: ") + text;
  } catch (...) {
    std::type_info* type = abi::__cxa_current_exception_type();
    return "an exception of type " + (type ? demangle(type->name()) : std::string("unknown"));
  }
}

inline std::string marker;
inline Json tests;

/** The solution's output first, then a line break and the marker line (the judge splits them there). */
inline void report(const std::string& body) {
  std::cout.flush();
  std::fflush(stdout);
  std::string line = "\n" + marker + " " + body + "\n";
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fflush(stdout);
}

inline std::string runOne(std::size_t index) {
  nodes = Nodes{};
  kept.clear();
  elapsedMs = 0;
  lastThrow.count = 0;
  std::string head = "{\"index\":" + std::to_string(index);
  try {
    std::string value = runTest(tests[index]);
    std::string ms;
    writeDouble(ms, elapsedMs);
    return head + ",\"value\":" + value + ",\"ms\":" + ms + "}";
  } catch (...) {
    std::string message;
    writeString(message, describeException());
    int line = findUserLine(lastThrow.frames, lastThrow.count);
    return head + ",\"error\":" + message + ",\"line\":" + (line > 0 ? std::to_string(line) : "null") + "}";
  }
}

inline void* runAll(void*) {
  giveThreadCrashStack();
  for (std::size_t index = 0; index < tests.size(); ++index) report(runOne(index));
  return nullptr;
}

namespace sys {
struct Limit {
  unsigned long current;
  unsigned long maximum;
};
int getrlimit(int resource, Limit* limit) __asm__("getrlimit");
}  // namespace sys

/**
 * The test thread's stack: 512 MB, but at most a quarter of the data limit (the sandbox's memory limit),
 * which counts a thread's stack in full, used or not; 64 MB still holds recursion 100,000 levels deep.
 */
inline std::size_t chooseStackBytes() {
  std::size_t bytes = std::size_t(512) << 20;
  sys::Limit data{};
  const int dataLimit = 2;
  if (sys::getrlimit(dataLimit, &data) == 0 && data.current != ~0UL)
    bytes = std::min(bytes, std::max(std::size_t(64) << 20, static_cast<std::size_t>(data.current / 4)));
  return bytes;
}

/** Runs the tests on a thread with a large stack, smaller ones if the limits refuse it, or on this one. */
inline void runOnLargeStack() {
  for (std::size_t bytes = chooseStackBytes(); bytes >= (std::size_t(16) << 20); bytes /= 2) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, bytes);
    pthread_t thread;
    int created = pthread_create(&thread, &attributes, runAll, nullptr);
    pthread_attr_destroy(&attributes);
    if (created == 0) {
      pthread_join(thread, nullptr);
      return;
    }
  }
  runAll(nullptr);
}

}  // namespace pp

int main(int, char** argv) {
  pp::programPath = argv[0];
  pp::installCrashHandlers();
  std::ifstream file("tests.json", std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  pp::Json input = pp::JsonReader(text.str()).read();
  pp::marker = input.get("marker").text;
  pp::tests = input.get("tests");
  pp::runOnLargeStack();
  std::cout.flush();
  std::fflush(stdout);
  return 0;
}
`;
