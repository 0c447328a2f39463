/**
 * The harness' way to the user's line, in C++. C++ exceptions carry no line, so every throw records its
 * call stack (the program's own `__cxa_throw` wraps the C++ runtime's), and a crash records it in its
 * signal handler; the program is built with line tables (-g1), and addr2line turns the addresses into
 * lines, the first one in solution.cpp being the user's. Without addr2line (a bare sandbox) the line is
 * simply unknown.
 */
export const CPP_TRACE = String.raw`
namespace pp {

// The few POSIX calls the harness needs beyond what bits/stdc++.h declares, under names of its own: their
// headers would put names such as wait into the solution's global namespace.
namespace sys {
struct DlInfo {
  const char* fileName;
  void* fileBase;
  const char* symbolName;
  void* symbolAddress;
};
int dladdr(const void* address, DlInfo* info) __asm__("dladdr");
void* dlsym(void* library, const char* name) __asm__("dlsym");
int backtrace(void** frames, int size) __asm__("backtrace");
int waitpid(int child, int* status, int options) __asm__("waitpid");
}  // namespace sys

struct Trace {
  void* frames[48];
  int count = 0;
};
inline thread_local Trace lastThrow;
inline std::string programPath = "./main";

/** The addresses of "frames" that lie in this program, as offsets addr2line reads (the program is position-independent). */
inline std::vector<std::string> programOffsets(void* const* frames, int count) {
  sys::DlInfo self{};
  sys::dladdr(reinterpret_cast<void*>(&programOffsets), &self);
  std::vector<std::string> offsets;
  for (int i = 0; i < count; ++i) {
    sys::DlInfo info{};
    if (!sys::dladdr(frames[i], &info) || info.fileBase != self.fileBase) continue;
    char text[32];
    // A return address points after its call: step back into the call's own line.
    std::snprintf(text, sizeof text, "0x%lx", static_cast<unsigned long>(reinterpret_cast<std::uintptr_t>(frames[i]) - reinterpret_cast<std::uintptr_t>(info.fileBase) - 1));
    offsets.push_back(text);
  }
  return offsets;
}

/**
 * Runs addr2line over the frames and returns the first line in the user's file, or 0. "exact" is an
 * address that is not a return address (where a crash happened), looked up as it is.
 */
inline int findUserLine(void* const* frames, int count, void* exact = nullptr) {
  std::vector<std::string> offsets = programOffsets(frames, count);
  if (exact) {
    std::vector<std::string> first = programOffsets(&exact, 1);
    if (!first.empty()) {
      char text[32];
      std::snprintf(text, sizeof text, "0x%lx", std::strtoul(first[0].c_str(), nullptr, 16) + 1);
      offsets.insert(offsets.begin(), text);
    }
  }
  if (offsets.empty() || access("/usr/bin/addr2line", X_OK) != 0) return 0;
  std::vector<std::string> words{"/usr/bin/addr2line", "-i", "-e", programPath};
  words.insert(words.end(), offsets.begin(), offsets.end());
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  int channel[2];
  if (pipe(channel) != 0) return 0;
  pid_t child = fork();
  if (child == 0) {
    dup2(channel[1], 1);
    close(channel[0]);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(channel[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t got; child > 0 && (got = read(channel[0], buffer, sizeof buffer)) > 0;) text.append(buffer, got);
  close(channel[0]);
  if (child > 0) sys::waitpid(child, nullptr, 0);
  const std::string file = "solution.cpp:";
  for (std::size_t at = text.find(file); at != std::string::npos; at = text.find(file, at + 1)) {
    int line = std::atoi(text.c_str() + at + file.size());
    if (line > 0) return line;
  }
  return 0;
}

/** Writes a crash's cause and the user's line to standard error (the judge shows its last lines), then dies of it. */
inline void onCrash(int signal, siginfo_t*, void* context) {
  std::cout.flush();
  std::fflush(stdout);
  void* frames[48];
  int count = sys::backtrace(frames, 48);
  void* at = reinterpret_cast<void*>(static_cast<ucontext_t*>(context)->uc_mcontext.gregs[REG_RIP]);
  int line = findUserLine(frames, count, at);
  const char* cause = signal == SIGFPE    ? "Arithmetic error (an integer division by zero)"
                      : signal == SIGABRT ? "Aborted (a failed assertion, or an exception thrown where none may be)"
                                          : "Segmentation fault (a null or dangling pointer, an index out of range, or recursion too deep)";
  std::string message = cause;
  if (line > 0) message += " at line " + std::to_string(line);
  message += "\n";
  ssize_t ignored = write(2, message.data(), message.size());
  (void)ignored;
  std::signal(signal, SIG_DFL);
  raise(signal);
}

inline void installCrashHandlers() {
  void* warm[2];
  sys::backtrace(warm, 2);  // Loads the unwinder now: a crash handler should not have to.
  struct sigaction action {};
  action.sa_sigaction = onCrash;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
  for (int signal : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(signal, &action, nullptr);
}

/** A crash by stack overflow needs a stack of its own to be reported from (one per thread). */
inline void giveThreadCrashStack() {
  static thread_local std::vector<char> stack(1 << 16);
  stack_t alternate{};
  alternate.ss_sp = stack.data();
  alternate.ss_size = stack.size();
  sigaltstack(&alternate, nullptr);
}

}  // namespace pp

namespace __cxxabiv1 {
extern "C" void __cxa_throw(void* thrown, std::type_info* type, void (*destroy)(void*)) {
  pp::lastThrow.count = pp::sys::backtrace(pp::lastThrow.frames, 48);
  using Throw = void (*)(void*, std::type_info*, void (*)(void*));
  static Throw original = reinterpret_cast<Throw>(pp::sys::dlsym(reinterpret_cast<void*>(-1L), "__cxa_throw"));
  original(thrown, type, destroy);
  std::abort();
}
}  // namespace __cxxabiv1
`;
