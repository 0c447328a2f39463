/**
 * How the Python tracer draws values (trace-format.ts), in Python: part of the tracer (python-tracer.ts).
 * Every entry of a table is its JSON text, interned: the text is the key, the trace's size is the sum of
 * the texts, and the memory it takes is about that size. Values are read without running any code of the
 * user's (no repr, no __eq__, no property): only type checks, iteration of builtin containers and __dict__.
 */
export const PYTHON_TRACE_VALUES = `
import json as _trace_json
from collections import deque as _trace_deque
from itertools import islice as _islice

_MAX_SAFE_INT = 2 ** 53 - 1
_FUNCTION_TYPES = (types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.LambdaType)
_SHOWN_AS_TEXT = (range, complex, bytes, bytearray, slice)
# What a type is drawn as, decided once per type (isinstance chains cost more than the drawing).
_LIST, _TUPLE, _DEQUE, _SET, _MAP, _OBJECT, _FUNCTION, _OTHER = range(8)


def _classify(kind):
    if issubclass(kind, dict):
        return _MAP
    if issubclass(kind, tuple):
        return _TUPLE
    if issubclass(kind, _trace_deque):
        return _DEQUE
    if issubclass(kind, list) or kind.__name__ == "SortedList":
        return _LIST
    if issubclass(kind, (set, frozenset)) or kind.__name__ == "SortedSet":
        return _SET
    if issubclass(kind, _FUNCTION_TYPES):
        return _FUNCTION
    if issubclass(kind, (type, types.ModuleType, int) + _SHOWN_AS_TEXT):
        return _OTHER
    return _OBJECT


class TraceTable:
    """Distinct JSON texts by index; size counts every text and its separator."""

    def __init__(self):
        self.texts = []
        self.index = {}
        self.size = 0
        self.raw = {}

    def add(self, text):
        found = self.index.get(text)
        if found is None:
            found = self.index[text] = len(self.texts)
            self.texts.append(text)
            self.size += len(text) + 1
        return found

    def name(self, text):
        """A name (of a function, variable, class or field) as a JSON string, by its raw text."""
        found = self.raw.get(text)
        if found is None:
            found = self.raw[text] = self.add(_trace_json.dumps(text))
        return found

    def dump(self):
        return "[" + ",".join(self.texts) + "]"


class TraceValues:
    def __init__(self, caps, names, class_names):
        self.table = TraceTable()
        self.names = names
        self.class_names = class_names
        self.max_items = caps["maxItems"]
        self.max_chars = caps["maxStringChars"]
        self.max_depth = caps["maxDepth"]
        self.max_per_step = caps["maxValuesPerStep"]
        self.ints = {}
        self.strs = {}
        # The objects behind the ids, kept so that no id() is reused for another object during the trace.
        self.ids = {}
        self.kept = []
        # Each container's last encoding: (snapshot, index, [(child, index)]), reused while it holds.
        self.cache = {}
        self.kinds = {}
        self.items_text = None
        self.none = self.table.add("[0]")
        self.false = self.table.add("[1,0]")
        self.true = self.table.add("[1,1]")
        self.cut = self.table.add('[10,"…"]')
        self.start_step()

    def start_step(self):
        """Within one step, a container is drawn once (shared: one index) and a cycle becomes a ref."""
        self.memo = {}
        self.budget = self.max_per_step

    def trace_id(self, value):
        found = self.ids.get(id(value))
        if found is None:
            found = self.ids[id(value)] = len(self.kept) + 1
            self.kept.append(value)
        return found

    def encode(self, value, depth=0):
        kind = type(value)
        if kind is int:
            found = self.ints.get(value)
            return self.number_int(value) if found is None else found
        if value is None:
            return self.none
        if kind is bool:
            return self.true if value else self.false
        if kind is str:
            found = self.strs.get(value)
            return self.string(value) if found is None else found
        if kind is float:
            return self.number_float(value)
        category = self.kinds.get(kind)
        if category is None:
            category = self.kinds[kind] = _classify(kind)
        if category == _FUNCTION:
            return self.table.add("[9,%s]" % _trace_json.dumps(getattr(value, "__name__", "function")))
        if category == _OTHER:
            return self.other(value)
        key = id(value)
        found = self.memo.get(key)
        if found is not None:
            return self.table.add("[8,%d]" % self.trace_id(value)) if found < 0 else found
        if depth >= self.max_depth or self.budget <= 0:
            return self.cut
        current = self.snapshot(value, category)
        cached = self.cache.get(key)
        if cached is not None:
            found = self.reuse(value, category, current, cached, depth)
            if found is not None:
                return found
        self.budget -= 1
        self.memo[key] = -1
        children = []
        found = self.memo[key] = self.container(value, category, depth + 1, children)
        self.cache[key] = (current, found, children, self.items_text)
        return found

    def reuse(self, value, category, current, cached, depth):
        """The last encoding of a container, if its items are the same objects and each container among
        them still encodes as it did then (checked here, and so memoised for this step), else None."""
        snapshot, found, children, items_text = cached
        # Items compare in C, identity first: only an item that is not the same object runs its __eq__
        # (then the container changed anyway). An item swapped for an equal one of another type (1 for
        # True) keeps the old drawing until the container changes otherwise.
        try:
            if current[1] != snapshot[1]:
                return None
        except Exception:
            return None
        # Only the length changed, past the drawn items (a long list grew): the same items, a new count.
        is_grown = current[0] != snapshot[0]
        if is_grown and (category == _OBJECT or current[0] <= self.max_items or snapshot[0] <= self.max_items):
            return None
        key = id(value)
        self.memo[key] = -1
        for child, index in children:
            if self.encode(child, depth + 1) != index:
                del self.memo[key]
                return None
        if is_grown:
            found = self.node(category, self.trace_id(value), items_text, current[0] - self.max_items)
            self.cache[key] = (current, found, children, items_text)
        self.memo[key] = found
        return found

    def snapshot(self, value, category):
        """What the encoding of a container depends on besides its children's: its length and items."""
        limit = self.max_items
        if category == _LIST and type(value) is list:
            return (len(value), value[:limit])
        if category == _MAP:
            return (len(value), [*_islice(dict.keys(value), limit), *_islice(dict.values(value), limit)])
        if category != _OBJECT:
            return (len(value), list(_islice(value, limit)))
        fields = self.fields(value)
        if fields is None:
            return (-1, [])
        return (len(fields), [type(value), *_islice(fields.keys(), self.max_items), *_islice(fields.values(), self.max_items)])

    def number_int(self, value):
        if -_MAX_SAFE_INT <= value <= _MAX_SAFE_INT:
            text = "[2,%d]" % value
        elif value.bit_length() <= 3000:
            text = "[2,%s]" % _trace_json.dumps(self.cut_text(str(value)))
        else:
            text = "[10,%s]" % _trace_json.dumps("an int of %d bits" % value.bit_length())
        found = self.ints[value] = self.table.add(text)
        return found

    def number_float(self, value):
        if value != value or value in (float("inf"), float("-inf")) or value.is_integer():
            return self.table.add("[2,%s]" % _trace_json.dumps(repr(value)))
        return self.table.add("[2,%r]" % value)

    def string(self, value):
        found = self.strs[value] = self.table.add("[3,%s]" % _trace_json.dumps(self.cut_text(value)))
        return found

    def cut_text(self, text):
        return text if len(text) <= self.max_chars else text[: self.max_chars] + "…"

    def other(self, value):
        kind = type(value)
        if isinstance(value, type):
            text = "class " + value.__name__
        elif isinstance(value, types.ModuleType):
            text = "module " + value.__name__
        elif kind in _SHOWN_AS_TEXT or kind is int:
            text = repr(value) if kind is not int else str(int.__index__(value))
        else:
            text = "<%s>" % kind.__name__
        return self.table.add("[10,%s]" % _trace_json.dumps(self.cut_text(text)))

    def items(self, values, depth, children):
        texts = []
        for item in _islice(values, self.max_items):
            index = self.encode(item, depth)
            if id(item) in self.memo:
                children.append((item, index))
            texts.append(str(index))
        return ",".join(texts)

    def container(self, value, category, depth, children):
        """Draws a container; its items' text is kept (items_text) for a later count-only change."""
        tid = self.trace_id(value)
        self.items_text = None
        if category == _OBJECT:
            return self.instance(value, tid, depth, children)
        if category == _MAP:
            flat = [self.items((key, item), depth, children) for key, item in _islice(dict.items(value), self.max_items)]
            items = ",".join(flat)
        else:
            items = self.items(value, depth, children)
        self.items_text = items
        return self.node(category, tid, items, max(0, len(value) - self.max_items))

    def node(self, category, tid, items, more):
        if category == _MAP:
            return self.table.add("[6,%d,[%s]%s]" % (tid, items, ",%d" % more if more else ""))
        if category == _SET:
            return self.table.add("[5,%d,[%s]%s]" % (tid, items, ",%d" % more if more else ""))
        label = 1 if category == _TUPLE else 2 if category == _DEQUE else 0
        tail = (",%d,%d" % (more, label)) if label else (",%d" % more) if more else ""
        return self.table.add("[4,%d,[%s]%s]" % (tid, items, tail))

    def fields(self, value):
        """An object's fields, from its __dict__ or its slots (never through a property or __getattr__)."""
        try:
            fields = object.__getattribute__(value, "__dict__")
        except Exception:
            fields = None
        if type(fields) is dict:
            return fields
        slots = getattr(type(value), "__slots__", None)
        if not slots:
            return None
        fields = {}
        for name in [slots] if isinstance(slots, str) else slots:
            try:
                fields[name] = object.__getattribute__(value, name)
            except Exception:
                pass
        return fields

    def instance(self, value, tid, depth, children):
        """An object with fields (a node, an instance of the user's class); any other object as its type."""
        fields = self.fields(value)
        if fields is None:
            return self.other(value)
        flat = []
        for name, item in _islice(fields.items(), self.max_items):
            flat.append(str(self.names.name(name)))
            flat.append(self.items((item,), depth, children))
        class_name = self.class_names.get(type(value), type(value).__name__)
        name_index = self.names.name(class_name)
        return self.table.add("[7,%d,%d,[%s]]" % (tid, name_index, ",".join(flat)))
`;
