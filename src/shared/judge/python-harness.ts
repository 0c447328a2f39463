import { OUTPUT_LIMIT_CHARS } from "./limits";
import { PYTHON_NODES } from "./python-nodes";
import { PYTHON_SORTED_CONTAINERS } from "./python-sorted-containers";

/** How deep Python may recurse: LeetCode's constraints need 10⁴ levels and more (a list or path that long). */
export const PYTHON_RECURSION_LIMIT = 100_000;

/**
 * Python loaded once into every Pyodide (the browser's Web Worker, Node's worker thread: pyodide-judge.ts):
 * LeetCode's runtime, the node classes (python-nodes.ts), and check_syntax / load_checked / run_checked /
 * drop, which keep each solution in its own namespace and answer with JSON strings, so no Python object
 * leaks into JavaScript.
 *
 * LeetCode's runtime: every solution's namespace starts with what LeetCode's Python 3 has without an
 * import (the star imports below, in LeetCode's order, then the builtins back on top, so `pow` and
 * `compile` stay the builtins) and the modules by name; `Node` is the class LeetCode calls so in the
 * problem (a graph node or a random-pointer list node). A solution is found in LeetCode's form (a method
 * of `class Solution`, a fresh instance per test, camelCase) or ours (a top-level function, snake_case).
 */
export const PYTHON_HARNESS = `
import builtins
import contextlib
import io
import json
import sys
import traceback
import types
from collections import deque

sys.setrecursionlimit(${PYTHON_RECURSION_LIMIT})


def use_pure_python_lru_cache():
    """functools.cache and lru_cache wrap the function in C, so each level of a cached recursion nests a C
    call, which in WebAssembly spends the browser's own stack: a browser's worker runs out near 300 levels,
    and Pyodide dies with it. functools' pure-Python wrapper nests no C call (Python-to-Python calls run
    in one C frame), so a cached recursion goes as deep as the recursion limit. It is loaded from
    functools' own source with the C module hidden, and put in the real module's place."""
    import importlib.util
    import functools
    accelerated = sys.modules.get("_functools")
    sys.modules["_functools"] = None
    try:
        spec = importlib.util.find_spec("functools")
        pure = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(pure)
    finally:
        sys.modules["_functools"] = accelerated
    functools._lru_cache_wrapper = pure._lru_cache_wrapper


use_pure_python_lru_cache()


def install_sorted_containers():
    """LeetCode's Python has the sortedcontainers package; Pyodide does not ship it (python-sorted-containers.ts)."""
    module = types.ModuleType("sortedcontainers")
    exec(${JSON.stringify(PYTHON_SORTED_CONTAINERS)}, module.__dict__)
    sys.modules["sortedcontainers"] = module


install_sorted_containers()

PRELUDE = {}
exec(
    "from string import *\\nfrom re import *\\nfrom datetime import *\\nfrom collections import *\\n"
    "from heapq import *\\nfrom bisect import *\\nfrom copy import *\\nfrom math import *\\n"
    "from random import *\\nfrom statistics import *\\nfrom itertools import *\\nfrom functools import *\\n"
    "from operator import *\\nfrom typing import *\\nfrom builtins import *\\n"
    "import array, bisect, collections, copy, datetime, functools, heapq, itertools, math, operator\\n"
    "import random, re, statistics, string, sys, typing\\n",
    PRELUDE,
)
PRELUDE.pop("__builtins__", None)

${PYTHON_NODES}

NODE_CLASSES = {"GraphNode": GraphNode, "RandomListNode": RandomListNode}


class MissingDefinition(Exception):
    """The code lacks what the problem calls: reported as its message alone."""


def find_callable(namespace, names):
    return next((namespace[name] for name in names if callable(namespace.get(name))), None)


def pick_method(instance, names):
    return next((getattr(instance, name) for name in names if callable(getattr(instance, name, None))), None)


def resolve_function(namespace, names):
    """LeetCode's form first: a method of class Solution, on a fresh instance (resolved once per test)."""
    solution = namespace.get("Solution")
    if callable(solution) and pick_method(solution, names) is not None:
        return pick_method(solution(), names)
    target = find_callable(namespace, names)
    if target is None:
        raise MissingDefinition(
            "The code does not define %s (a method of class Solution, or a function)." % " or ".join(names))
    return target


def resolve_codec(namespace, plan):
    """LeetCode's Codec judgement: one instance encodes, a second decodes (or two top-level functions)."""
    codec = find_callable(namespace, plan["classNames"] + ["Solution"])
    if codec is not None and pick_method(codec, plan["encode"]) and pick_method(codec, plan["decode"]):
        return (lambda value: pick_method(codec(), plan["encode"])(value),
                lambda text: pick_method(codec(), plan["decode"])(text))
    encode = find_callable(namespace, plan["encode"])
    decode = find_callable(namespace, plan["decode"])
    if encode is None or decode is None:
        raise MissingDefinition("The code does not define %s and %s (methods of class %s, or two functions)." % (
            plan["encode"][0], plan["decode"][0], plan["classNames"][0]))
    return encode, decode


def run_function(target, plan, raw_args, namespace):
    entry = plan["entry"]
    args = convert_args(entry["params"], raw_args)
    result = None
    try:
        result = target(*args)
        # A void function changes its first argument in place: that argument is its result.
        if entry["returns"] == "void":
            return from_result(args[0], entry["params"][0])
        return from_result(result, entry["returns"])
    finally:
        # The Solution instance too: what it built (a trie, a memo of nodes) goes with the test.
        dismantle(args, result, getattr(target, "__self__", None), namespace=namespace)


def run_class(target, plan, calls, namespace):
    results = [None]
    instance = target(*convert_args(plan["constructorParams"], calls["args"][0]))
    try:
        call_methods(instance, plan, calls, results)
    finally:
        dismantle(instance, namespace=namespace)
    return results


def call_methods(instance, plan, calls, results):
    for name, raw_args in zip(calls["calls"][1:], calls["args"][1:]):
        method = plan["methods"].get(name)
        if method is None:
            raise NameError("unknown method " + name)
        bound = pick_method(instance, method["names"])
        if bound is None:
            raise MissingDefinition("%s has no method %s." % (plan["classNames"][0], " or ".join(method["names"])))
        results.append(from_result(bound(*convert_args(method["params"], raw_args)), method["returns"]))


def run_codec(codec, plan, raw_args, namespace):
    encode, decode = codec
    value = to_argument(raw_args[0], plan["type"])
    result = None
    try:
        encoded = encode(value)
        # LeetCode's Codec problems require a string in between.
        if not isinstance(encoded, str):
            raise TypeError("%s must return a string, not %s" % (plan["encode"][0], type(encoded).__name__))
        result = decode(encoded)
        return from_result(result, plan["type"])
    finally:
        dismantle(value, result, namespace=namespace)


namespaces = {}


OUTPUT_LIMIT = ${OUTPUT_LIMIT_CHARS}


class CappedOutput(io.StringIO):
    """What print() writes during one test, cut at OUTPUT_LIMIT characters."""

    def write(self, text):
        room = OUTPUT_LIMIT - self.tell()
        if room > 0:
            super().write(text[:room])
            if len(text) > room:
                super().write("\\n… output truncated")
        return len(text)


def drop(key):
    namespaces.pop(key, None)


def check_syntax(source):
    """JSON null when the source compiles, else {message, line, column} of its SyntaxError."""
    try:
        compile(source, "solution.py", "exec")
    except SyntaxError as error:
        message = "%s: %s" % (type(error).__name__, error.msg)
        return json.dumps({"message": message, "line": error.lineno, "column": error.offset})
    except Exception as error:
        return json.dumps({"message": "".join(traceback.format_exception_only(error)).strip()})
    return "null"


def describe_error(error):
    """An exception as {verdict, message, line}: MemoryError is the memory limit, the rest a runtime error."""
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == "solution.py"]
    if isinstance(error, MemoryError):
        verdict, message = "memory_limit_exceeded", "MemoryError: the solution ran out of memory."
    elif isinstance(error, MissingDefinition):
        verdict, message = "runtime_error", str(error)
    else:
        verdict, message = "runtime_error", "".join(traceback.format_exception_only(error)).strip()
    line = lines[-1] if lines and not isinstance(error, MissingDefinition) else None
    return {"verdict": verdict, "message": message, "line": line}


def resolve(namespace, plan):
    """What a test calls: the function, the class, or the codec's round trip, in any accepted form."""
    if plan["kind"] == "class":
        target = find_callable(namespace, plan["classNames"])
        if target is None:
            raise MissingDefinition("The code does not define class %s." % " or ".join(plan["classNames"]))
        return target
    if plan["kind"] == "codec":
        return resolve_codec(namespace, plan)
    return resolve_function(namespace, plan["entry"]["names"])


def load_checked(key, source, plan_json):
    """Loads a solution in a namespace of its own: {} when it is ready, else {"error": describe_error(...)}."""
    plan = json.loads(plan_json)
    namespace = dict(PRELUDE)
    namespace.update({"__name__": "solution", "__builtins__": builtins, "TreeNode": TreeNode, "ListNode": ListNode,
                      "GraphNode": GraphNode, "RandomListNode": RandomListNode})
    if plan.get("nodeClass") in NODE_CLASSES:
        namespace["Node"] = NODE_CLASSES[plan["nodeClass"]]
    try:
        exec(compile(source, "solution.py", "exec"), namespace)
        # Resolved per test (a fresh Solution each time); checked here so a missing name fails at once.
        resolve(namespace, plan)
    except Exception as error:
        return json.dumps({"error": describe_error(error)})
    namespaces[key] = (namespace, plan)
    return "{}"


def run_plan(namespace, plan, calls):
    """One test's calls (a test's JSON input) on a loaded solution: the result as JSON-ready data.
    The judge runs it (run_checked), and the tracer (src/shared/trace/python-tracer.ts) under sys.settrace."""
    target = resolve(namespace, plan)
    if plan["kind"] == "class":
        return run_class(target, plan, calls, namespace)
    if plan["kind"] == "codec":
        return run_codec(target, plan, calls, namespace)
    return run_function(target, plan, calls, namespace)


def run_checked(key, input_json):
    """One test as JSON: {actual, output}, or {error: describe_error(...), output}."""
    namespace, plan = namespaces[key]
    calls = json.loads(input_json)
    input_nodes.clear()
    printed = CappedOutput()
    try:
        with contextlib.redirect_stdout(printed):
            result = run_plan(namespace, plan, calls)
        return json.dumps({"actual": result, "output": printed.getvalue()}, allow_nan=False)
    except Exception as error:
        return json.dumps({"error": describe_error(error), "output": printed.getvalue()})
`;
