import heapq


class KthLargest:
    def __init__(self, k, nums):
        self.k = k
        # A min-heap of the k largest values seen so far; its top is the k-th largest.
        self.heap = []
        for num in nums:
            self.add(num)

    def add(self, val):
        if len(self.heap) < self.k:
            heapq.heappush(self.heap, val)
        elif val > self.heap[0]:
            heapq.heapreplace(self.heap, val)
        return self.heap[0]
