/**
 * `sortedcontainers` as LeetCode's Python has it ("for a TreeMap, use sortedcontainers"): SortedList
 * (with `key=`), SortedDict and SortedSet at the API solutions use, written for the judge, so that
 * `from sortedcontainers import SortedList` works in Pyodide, which does not ship the package. Values are
 * kept in sorted sublists of about LOAD items (the package's own layout), so adding and removing cost
 * O(√n) moves rather than O(n). The harness installs it as a module (python-harness.ts).
 */
export const PYTHON_SORTED_CONTAINERS = `
from bisect import bisect_left, bisect_right, insort
from itertools import chain

LOAD = 512


class SortedList:
    def __new__(cls, iterable=None, key=None):
        if cls is SortedList and key is not None:
            return object.__new__(SortedKeyList)
        return object.__new__(cls)

    def __init__(self, iterable=None, key=None):
        self._key = key
        self._lists = []
        self._keys = []
        self._len = 0
        if iterable is not None:
            self.update(iterable)

    @property
    def key(self):
        return self._key

    def _key_of(self, value):
        return value if self._key is None else self._key(value)

    def update(self, iterable):
        values = sorted(chain(self, iterable), key=self._key)
        self._lists = [values[i:i + LOAD] for i in range(0, len(values), LOAD)]
        self._keys = [sub if self._key is None else [self._key(v) for v in sub] for sub in self._lists]
        self._len = len(values)

    def clear(self):
        self._lists, self._keys, self._len = [], [], 0

    def _locate(self, key, right):
        """(sublist, offset) where key would go: after its equals when right, before them otherwise."""
        keys = self._keys
        if not keys:
            return 0, 0
        lo, hi = 0, len(keys)
        while lo < hi:
            mid = (lo + hi) // 2
            last = keys[mid][-1]
            if last < key or (right and last == key):
                lo = mid + 1
            else:
                hi = mid
        if lo == len(keys):
            return lo - 1, len(keys[lo - 1])
        return lo, (bisect_right if right else bisect_left)(keys[lo], key)

    def add(self, value):
        key = self._key_of(value)
        if not self._lists:
            first = [value]
            self._lists, self._keys = [first], [first if self._key is None else [key]]
        else:
            i, j = self._locate(key, True)
            self._lists[i].insert(j, value)
            if self._key is not None:
                self._keys[i].insert(j, key)
            if len(self._lists[i]) > 2 * LOAD:
                self._split(i)
        self._len += 1

    def _split(self, i):
        values, keys = self._lists[i], self._keys[i]
        self._lists[i:i + 1] = [values[:LOAD], values[LOAD:]]
        self._keys[i:i + 1] = [self._lists[i], self._lists[i + 1]] if self._key is None else [keys[:LOAD], keys[LOAD:]]

    def _delete(self, i, j):
        value = self._lists[i].pop(j)
        if self._key is not None:
            self._keys[i].pop(j)
        if not self._lists[i]:
            del self._lists[i]
            del self._keys[i]
        self._len -= 1
        return value

    def _find(self, value):
        key = self._key_of(value)
        i, j = self._locate(key, False)
        while i < len(self._lists):
            while j < len(self._lists[i]) and self._keys[i][j] == key:
                if self._lists[i][j] == value:
                    return i, j
                j += 1
            if j < len(self._lists[i]):
                return None
            i, j = i + 1, 0
        return None

    def discard(self, value):
        found = self._find(value)
        if found:
            self._delete(*found)

    def remove(self, value):
        found = self._find(value)
        if not found:
            raise ValueError("%r not in list" % (value,))
        self._delete(*found)

    def _position(self, index):
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("list index out of range")
        for i, sub in enumerate(self._lists):
            if index < len(sub):
                return i, index
            index -= len(sub)

    def pop(self, index=-1):
        return self._delete(*self._position(index))

    def __getitem__(self, index):
        if isinstance(index, slice):
            return list(self)[index]
        i, j = self._position(index)
        return self._lists[i][j]

    def __delitem__(self, index):
        if isinstance(index, slice):
            for value in list(self)[index]:
                self.remove(value)
        else:
            self.pop(index)

    def __len__(self):
        return self._len

    def __iter__(self):
        return chain.from_iterable(self._lists)

    def __reversed__(self):
        return chain.from_iterable(reversed(sub) for sub in reversed(self._lists))

    def __contains__(self, value):
        return self._find(value) is not None

    def _rank(self, i, j):
        return sum(len(sub) for sub in self._lists[:i]) + j

    def bisect_left(self, value):
        return self._rank(*self._locate(self._key_of(value), False))

    def bisect_right(self, value):
        return self._rank(*self._locate(self._key_of(value), True))

    bisect = bisect_right

    def index(self, value, start=None, stop=None):
        found = self._find(value)
        if not found:
            raise ValueError("%r is not in list" % (value,))
        return self._rank(*found)

    def count(self, value):
        return sum(1 for item in self.irange(value, value) if item == value)

    def irange(self, minimum=None, maximum=None, inclusive=(True, True), reverse=False):
        start = 0 if minimum is None else (self.bisect_left if inclusive[0] else self.bisect_right)(minimum)
        stop = self._len if maximum is None else (self.bisect_right if inclusive[1] else self.bisect_left)(maximum)
        return self.islice(start, stop, reverse)

    def islice(self, start=None, stop=None, reverse=False):
        start, stop, _ = slice(start, stop).indices(self._len)
        if start >= stop:
            return iter(())
        values = self._walk(start, stop - start)
        return reversed(list(values)) if reverse else values

    def _walk(self, start, count):
        i, j = self._position(start)
        while count > 0:
            sub = self._lists[i][j:j + count]
            yield from sub
            count -= len(sub)
            i, j = i + 1, 0

    def copy(self):
        return type(self)(self, key=self._key) if self._key is not None else type(self)(self)

    __copy__ = copy

    def __eq__(self, other):
        return list(self) == list(other)

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, list(self))


class SortedKeyList(SortedList):
    def bisect_key_left(self, key):
        return self._rank(*self._locate(key, False))

    def bisect_key_right(self, key):
        return self._rank(*self._locate(key, True))

    bisect_key = bisect_key_right

    def irange_key(self, min_key=None, max_key=None, inclusive=(True, True), reverse=False):
        start = 0 if min_key is None else (self.bisect_key_left if inclusive[0] else self.bisect_key_right)(min_key)
        stop = self._len if max_key is None else (self.bisect_key_right if inclusive[1] else self.bisect_key_left)(max_key)
        return self.islice(start, stop, reverse)


class SortedSet:
    def __init__(self, iterable=None, key=None):
        self._set = set()
        self._list = SortedList(key=key)
        for value in iterable or ():
            self.add(value)

    def add(self, value):
        if value not in self._set:
            self._set.add(value)
            self._list.add(value)

    def update(self, *iterables):
        for iterable in iterables:
            for value in iterable:
                self.add(value)
        return self

    def discard(self, value):
        if value in self._set:
            self._set.discard(value)
            self._list.remove(value)

    def remove(self, value):
        if value not in self._set:
            raise KeyError(value)
        self.discard(value)

    def pop(self, index=-1):
        value = self._list.pop(index)
        self._set.discard(value)
        return value

    def clear(self):
        self._set.clear()
        self._list.clear()

    def __contains__(self, value):
        return value in self._set

    def __len__(self):
        return len(self._set)

    def __iter__(self):
        return iter(self._list)

    def __reversed__(self):
        return reversed(self._list)

    def __getitem__(self, index):
        return self._list[index]

    def __getattr__(self, name):
        if name in ("bisect_left", "bisect_right", "bisect", "index", "irange", "islice", "count"):
            return getattr(self._list, name)
        raise AttributeError(name)

    def __repr__(self):
        return "SortedSet(%r)" % (list(self._list),)


class SortedItemsView:
    def __init__(self, mapping, pick):
        self._mapping, self._pick = mapping, pick

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return (self._pick(self._mapping, key) for key in self._mapping._keys)

    def __reversed__(self):
        return (self._pick(self._mapping, key) for key in reversed(self._mapping._keys))

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self._pick(self._mapping, key) for key in self._mapping._keys[index]]
        return self._pick(self._mapping, self._mapping._keys[index])

    def __contains__(self, item):
        return item in list(self)

    def __repr__(self):
        return repr(list(self))


class SortedDict(dict):
    def __init__(self, *args, **kwargs):
        key = args[0] if args and (args[0] is None or callable(args[0])) else None
        if args and (args[0] is None or callable(args[0])):
            args = args[1:]
        super().__init__()
        self._keys = SortedList(key=key)
        self.update(*args, **kwargs)

    def __setitem__(self, key, value):
        if key not in self:
            self._keys.add(key)
        super().__setitem__(key, value)

    def __delitem__(self, key):
        super().__delitem__(key)
        self._keys.remove(key)

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    _MISSING = object()

    def pop(self, key, default=_MISSING):
        if key in self:
            value = super().__getitem__(key)
            del self[key]
            return value
        if default is SortedDict._MISSING:
            raise KeyError(key)
        return default

    def popitem(self, index=-1):
        key = self._keys.pop(index)
        return key, super().pop(key)

    def peekitem(self, index=-1):
        key = self._keys[index]
        return key, self[key]

    def clear(self):
        super().clear()
        self._keys.clear()

    def __iter__(self):
        return iter(self._keys)

    def __reversed__(self):
        return reversed(self._keys)

    def keys(self):
        return SortedItemsView(self, lambda mapping, key: key)

    def values(self):
        return SortedItemsView(self, lambda mapping, key: dict.__getitem__(mapping, key))

    def items(self):
        return SortedItemsView(self, lambda mapping, key: (key, dict.__getitem__(mapping, key)))

    def __getattr__(self, name):
        if name in ("bisect_left", "bisect_right", "bisect", "index", "irange", "islice", "bisect_key_left",
                    "bisect_key_right", "irange_key"):
            return getattr(self._keys, name)
        raise AttributeError(name)

    def copy(self):
        return SortedDict(self._keys.key, dict(self))

    def __repr__(self):
        return "SortedDict(%r)" % ({key: self[key] for key in self._keys},)
`;
