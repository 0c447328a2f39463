import { PYTHON_TRACE_VALUES } from "./python-trace-values";

/**
 * The Python tracer (sys.settrace), run once in the harness's namespace (python-harness.ts) so it calls
 * the test the judge's way: `run_plan` builds the arguments and nodes and drives a class's calls. Only
 * frames of the user's code (solution.py) are followed; each event of theirs is a step holding every such
 * frame. Past a cap, TraceStopped is raised into the code (a BaseException: `except Exception` lets it by)
 * and the steps so far are kept. `trace_checked(key, input_json, caps_json)` answers with the encoded trace.
 */
export const PYTHON_TRACER = `${PYTHON_TRACE_VALUES}
from time import perf_counter as _trace_now

_TRACE_FILE = "solution.py"
_NOTHING = object()
# Frames at the top of the stack drawn afresh at each step; those below keep their last drawing.
_FRESH_FRAMES = 32


class TraceStopped(BaseException):
    """Raised into the traced code at a cap; its argument is the outcome."""


def _function_name(code):
    """A method as Class.method, a nested function by its own name."""
    return code.co_qualname.rsplit("<locals>.", 1)[-1]


def _describe_raised(arg):
    kind, value = arg[0], arg[1]
    try:
        text = str(value)
    except Exception:
        text = ""
    return "%s: %s" % (kind.__name__, text) if text else kind.__name__


class TraceRecorder:
    def __init__(self, caps, printed, class_names):
        self.names = TraceTable()
        self.values = TraceValues(caps, self.names, class_names)
        self.locals = TraceTable()
        self.frames = TraceTable()
        self.steps = []
        self.steps_size = 0
        self.stack = []
        self.previous = []
        self.raised_in = None
        self.printed = printed
        self.output_length = 0
        self.caps = caps
        self.deadline = _trace_now() + caps["timeLimitMs"] / 1000
        self.function_names = {}
        # Per frame: [names, values, value indices, locals index, line, frame index, function name index].
        self.frame_states = {}

    def size(self):
        tables = self.names.size + self.values.table.size + self.locals.size + self.frames.size
        return tables + self.steps_size + self.output_length

    def on_call(self, frame, event, arg):
        """The global trace function: a frame of the user's code is followed, any other is not."""
        if frame.f_code.co_filename != _TRACE_FILE:
            return None
        self.stack.append(frame)
        self.record(1)
        return self.on_event

    def on_event(self, frame, event, arg):
        if event == "line":
            if self.raised_in is frame:
                self.raised_in = None
            self.record(0)
        elif event == "return":
            # Right after an exception event, the frame is unwinding: that step was recorded.
            if self.raised_in is frame:
                self.raised_in = None
            else:
                self.record(2, returned=arg)
            self.frame_states.pop(self.stack.pop(), None)
        elif event == "exception":
            self.raised_in = frame
            self.record(3, exception=_describe_raised(arg))
        return self.on_event

    def check_caps(self):
        count = len(self.steps)
        caps = self.caps
        if count >= caps["maxSteps"]:
            raise TraceStopped({"kind": "stopped", "reason": "steps", "limit": caps["maxSteps"]})
        if self.size() > caps["maxBytes"]:
            raise TraceStopped({"kind": "stopped", "reason": "size", "limit": caps["maxBytes"]})
        if count % 256 == 0 and _trace_now() > self.deadline:
            raise TraceStopped({"kind": "stopped", "reason": "time", "limit": caps["timeLimitMs"]})

    def record(self, event, returned=_NOTHING, exception=None):
        self.check_caps()
        self.values.start_step()
        stack = self.stack
        previous = self.previous
        # Frames far below the top keep their last drawing: a deep recursion costs no more per step.
        kept = min(len(stack) - _FRESH_FRAMES, len(previous) - 1)
        frames = previous[:kept] if kept > 0 else []
        for level in range(len(frames), len(stack)):
            frames.append(self.frame_index(stack[level], level == len(stack) - 1))
        parts = [str(event), str(len(frames))]
        for level, index in enumerate(frames):
            if level >= len(previous) or previous[level] != index:
                parts.append(str(level))
                parts.append(str(index))
        self.previous = frames
        extras = []
        if returned is not _NOTHING:
            extras.append('"r":%d' % self.values.encode(returned))
        if exception is not None:
            extras.append('"x":' + _trace_json.dumps(exception))
        length = self.printed.tell()
        if length != self.output_length:
            self.output_length = length
            extras.append('"o":%d' % length)
        if extras:
            parts.append("{" + ",".join(extras) + "}")
        text = "[" + ",".join(parts) + "]"
        self.steps.append(text)
        self.steps_size += len(text) + 1

    def frame_index(self, frame, is_innermost):
        """A frame's drawing. Its variables are read from the innermost frame; an outer frame's cannot be
        rebound while it waits on a call, unless an inner function rebinds one (its cell variables), but
        their values may change. What did not change since the frame's last step is not written again."""
        state = self.frame_states.get(frame)
        if state is None:
            code = frame.f_code
            function = self.function_names.get(code)
            if function is None:
                function = self.function_names[code] = self.names.name(_function_name(code))
            state = self.frame_states[frame] = [None, None, None, -1, -1, -1, function]
        if state[0] is None or is_innermost or frame.f_code.co_cellvars:
            items = [item for item in frame.f_locals.items() if item[0][:2] != "__"]
            names = [item[0] for item in items]
            values = [item[1] for item in items]
        else:
            names, values = state[0], state[1]
        encode = self.values.encode
        indices = [encode(value) for value in values]
        if indices == state[2] and names == state[0]:
            locals_index = state[3]
        else:
            name = self.names.name
            flat = ",".join(["%d,%d" % (name(key), index) for key, index in zip(names, indices)])
            locals_index = self.locals.add("[" + flat + "]")
        line = frame.f_lineno
        if line != state[4] or locals_index != state[3]:
            state[5] = self.frames.add("[%d,%d,%d]" % (state[6], line, locals_index))
        state[0:5] = names, values, indices, locals_index, line
        return state[5]

    def dump(self, outcome, output):
        return '{"v":1,"names":%s,"values":%s,"locals":%s,"frames":%s,"steps":[%s],"output":%s,"outcome":%s}' % (
            self.names.dump(), self.values.table.dump(), self.locals.dump(), self.frames.dump(),
            ",".join(self.steps), _trace_json.dumps(output), _trace_json.dumps(outcome))


def trace_checked(key, input_json, caps_json):
    """Traces one test of a loaded solution (load_checked): the encoded trace, as JSON."""
    namespace, plan = namespaces[key]
    calls = json.loads(input_json)
    input_nodes.clear()
    printed = CappedOutput()
    node_class = NODE_CLASSES.get(plan.get("nodeClass"))
    recorder = TraceRecorder(json.loads(caps_json), printed, {node_class: "Node"} if node_class else {})
    try:
        with contextlib.redirect_stdout(printed):
            sys.settrace(recorder.on_call)
            try:
                result = run_plan(namespace, plan, calls)
            finally:
                sys.settrace(None)
        recorder.values.start_step()
        outcome = {"kind": "returned", "value": recorder.values.encode(result)}
    except TraceStopped as stopped:
        outcome = stopped.args[0]
    except Exception as error:
        described = describe_error(error)
        outcome = {"kind": "error", "message": described["message"]}
        if described["line"] is not None:
            outcome["line"] = described["line"]
    return recorder.dump(outcome, printed.getvalue())
`;
