import heapq


class MedianFinder:
    def __init__(self):
        self.lower = []  # the smaller half, as a max-heap of negated values
        self.upper = []  # the larger half, as a min-heap

    def add_num(self, num):
        heapq.heappush(self.lower, -num)
        heapq.heappush(self.upper, -heapq.heappop(self.lower))
        # Keep lower the same size as upper, or one larger.
        if len(self.upper) > len(self.lower):
            heapq.heappush(self.lower, -heapq.heappop(self.upper))

    def find_median(self):
        if len(self.lower) > len(self.upper):
            return float(-self.lower[0])
        return (-self.lower[0] + self.upper[0]) / 2
