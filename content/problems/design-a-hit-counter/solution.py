from collections import deque

WINDOW_SECONDS = 300


class HitCounter:
    def __init__(self):
        # One [second, hits] entry per distinct second, oldest first.
        self.seconds = deque()
        self.total = 0

    def hit(self, timestamp):
        self._expire(timestamp)
        if self.seconds and self.seconds[-1][0] == timestamp:
            self.seconds[-1][1] += 1
        else:
            self.seconds.append([timestamp, 1])
        self.total += 1

    def get_hits(self, timestamp):
        self._expire(timestamp)
        return self.total

    def _expire(self, timestamp):
        while self.seconds and self.seconds[0][0] <= timestamp - WINDOW_SECONDS:
            self.total -= self.seconds.popleft()[1]
