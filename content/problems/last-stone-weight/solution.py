import heapq


def last_stone_weight(stones):
    # heapq is a min-heap, so store negated weights.
    heap = [-stone for stone in stones]
    heapq.heapify(heap)
    while len(heap) > 1:
        heaviest = -heapq.heappop(heap)
        second = -heapq.heappop(heap)
        if heaviest > second:
            heapq.heappush(heap, second - heaviest)
    return -heap[0] if heap else 0
