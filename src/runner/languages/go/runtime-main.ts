/**
 * The start of every Go program the judge builds (main.go): a supervisor that runs the tests in a child
 * process of the same binary, and the child's loop over tests.json that calls the solution once per test
 * and writes each result on a marker line (languages/native-language.ts describes the protocol).
 *
 * Why a child: a Go program cannot recover from `fatal error: stack overflow` (or running out of memory),
 * and the runtime then prints thousands of lines of goroutine dumps. The supervisor reads the child's
 * standard error and leaves one readable line about the crash, where the judge looks for it; the child's
 * standard output is the supervisor's own, so results and the solution's printing arrive unchanged.
 *
 * Every name of the harness starts with `pp`, and main.go imports its packages under `pp` names, so that
 * nothing clashes with the solution's own names (LeetCode solutions often declare `var time int`).
 */
export const GO_RUNTIME_MAIN = String.raw`
// How deep a solution may recurse: a goroutine's stack grows to this size (a million small frames). Go allows
// 1 GB, but reaching it takes half a minute and 2 GB of memory: an endless recursion should fail fast.
const ppMaxStack = 64 << 20

func main() {
	if ppOS.Getenv("PREPPILOT_GO_CHILD") != "1" {
		ppOS.Exit(ppSupervise())
	}
	ppDebug.SetMaxStack(ppMaxStack)
	ppRunTests()
}

// Runs the tests in a child process and, when it crashes, writes the gist of its dying words. With syscall
// rather than os/exec: os/exec and its dependencies are not in the runner's warm build cache, and would be
// compiled again for every job.
func ppSupervise() int {
	// The child is killed with this thread (Pdeathsig): kept on one thread, it dies only with the process.
	ppRuntime.LockOSThread()
	self, err := ppOS.Executable()
	if err != nil {
		self = ppOS.Args[0]
	}
	reader, writer, err := ppOS.Pipe()
	if err != nil {
		return ppRunHere()
	}
	pid, err := ppSyscall.ForkExec(self, []string{self}, &ppSyscall.ProcAttr{
		Env:   append(ppOS.Environ(), "PREPPILOT_GO_CHILD=1"),
		Files: []uintptr{0, 1, writer.Fd()},
		Sys:   &ppSyscall.SysProcAttr{Pdeathsig: ppSyscall.SIGKILL},
	})
	writer.Close()
	if err != nil {
		return ppRunHere()
	}
	// The first bytes of the child's standard error: the cause of a crash comes first.
	stderr := make([]byte, 0, 1<<16)
	for buffer := make([]byte, 1<<16); ; {
		n, err := reader.Read(buffer)
		if len(stderr) < 1<<20 {
			stderr = append(stderr, buffer[:n]...)
		}
		if err != nil {
			break
		}
	}
	var status ppSyscall.WaitStatus
	for {
		if _, err := ppSyscall.Wait4(pid, &status, 0, nil); err != ppSyscall.EINTR {
			break
		}
	}
	if status.Exited() && status.ExitStatus() == 0 {
		return 0
	}
	ppOS.Stderr.WriteString(ppSummariseCrash(string(stderr)) + "\n")
	if status.Exited() {
		return status.ExitStatus()
	}
	return 128 + int(status.Signal())
}

// Without a child process: runs the tests in this one, as well as it can.
func ppRunHere() int {
	ppDebug.SetMaxStack(ppMaxStack)
	ppRunTests()
	return 0
}

// One line from a Go crash report: what happened and the deepest line of the solution's it happened in.
func ppSummariseCrash(stderr string) string {
	what := ""
	for _, line := range ppStrings.Split(stderr, "\n") {
		if ppStrings.HasPrefix(line, "fatal error:") || ppStrings.HasPrefix(line, "panic:") {
			what = ppStrings.TrimSpace(line)
			break
		}
	}
	where := " at line "
	if ppStrings.Contains(stderr, "goroutine stack exceeds") {
		what = "fatal error: stack overflow (the recursion went deeper than a 64 MB stack)"
		// The stack overflows as a call starts: the deepest frame is the called function's first line.
		where = " in the function at line "
	}
	if what == "" {
		what = "the program crashed"
	}
	at := ppStrings.Index(stderr, "\tsolution.go:")
	if at >= 0 {
		rest := stderr[at+len("\tsolution.go:"):]
		end := 0
		for end < len(rest) && rest[end] >= '0' && rest[end] <= '9' {
			end++
		}
		if end > 0 {
			what += where + rest[:end]
		}
	}
	return what
}

// Runs every test of tests.json in order and reports each on its marker line.
func ppRunTests() {
	data, err := ppOS.ReadFile("tests.json")
	if err != nil {
		panic(err)
	}
	var file struct {
		Marker string
		Tests  []any
	}
	decoder := ppJSON.NewDecoder(ppBytes.NewReader(data))
	decoder.UseNumber()
	if err := decoder.Decode(&file); err != nil {
		panic(err)
	}
	for index, test := range file.Tests {
		line := ppRunTest(index, test)
		// The solution's printing went straight to the file (os.Stdout has no buffer): the marker follows it.
		ppOS.Stdout.WriteString("\n" + file.Marker + " " + line + "\n")
	}
}

// One test's report as JSON: its result and the call's time, or what went wrong and where.
func ppRunTest(index int, test any) (line string) {
	ppElapsed = 0
	defer func() {
		if r := recover(); r != nil {
			line = ppReportError(index, "panic: "+ppDescribePanic(r), ppPanicLine())
		}
	}()
	value, err := ppRun(test)
	if err != nil {
		return ppReportError(index, err.Error(), 0)
	}
	report, err := ppJSON.Marshal(map[string]any{"index": index, "value": value, "ms": float64(ppElapsed.Nanoseconds()) / 1e6})
	if err != nil {
		return ppReportError(index, "the result cannot be written as JSON: "+err.Error(), 0)
	}
	return string(report)
}

func ppReportError(index int, message string, line int) string {
	report := map[string]any{"index": index, "error": message, "line": nil}
	if line > 0 {
		report["line"] = line
	}
	data, _ := ppJSON.Marshal(report)
	return string(data)
}

func ppDescribePanic(r any) string {
	switch value := r.(type) {
	case error:
		return value.Error()
	case string:
		return value
	default:
		return ppFmt.Sprint(value)
	}
}

// The line of the solution's where the panic happened: the deepest frame in solution.go. Called from the
// deferred function, while the panicking frames are still on the stack.
func ppPanicLine() int {
	pcs := make([]uintptr, 128)
	frames := ppRuntime.CallersFrames(pcs[:ppRuntime.Callers(2, pcs)])
	for {
		frame, more := frames.Next()
		if ppStrings.HasSuffix(frame.File, "solution.go") {
			return frame.Line
		}
		if !more {
			return 0
		}
	}
}

// The time spent in the solution's calls during the current test.
var ppElapsed ppTime.Duration

func ppCall(fn ppReflect.Value, args []ppReflect.Value) []ppReflect.Value {
	start := ppTime.Now()
	out := fn.Call(args)
	ppElapsed += ppTime.Since(start)
	return out
}
`;
