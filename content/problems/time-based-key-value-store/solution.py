from bisect import bisect_right


class TimeMap:
    def __init__(self):
        # key -> (times, values), both in increasing time order because set timestamps only grow.
        self.history = {}

    def set(self, key, value, timestamp):
        times, values = self.history.setdefault(key, ([], []))
        times.append(timestamp)
        values.append(value)

    def get(self, key, timestamp):
        if key not in self.history:
            return ""
        times, values = self.history[key]
        # The answer sits just before the first time greater than timestamp.
        position = bisect_right(times, timestamp)
        return values[position - 1] if position > 0 else ""
