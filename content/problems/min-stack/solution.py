class MinStack:
    def __init__(self):
        # Each entry is (value, smallest value at or below this entry).
        self.entries = []

    def push(self, val):
        below = self.entries[-1][1] if self.entries else val
        self.entries.append((val, min(val, below)))

    def pop(self):
        self.entries.pop()

    def top(self):
        return self.entries[-1][0]

    def get_min(self):
        return self.entries[-1][1]
