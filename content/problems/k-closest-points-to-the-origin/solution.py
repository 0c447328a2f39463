import heapq


def k_closest(points, k):
    # A max-heap (negated squared distance) of the k closest points seen so far.
    heap = []
    for x, y in points:
        entry = (-(x * x + y * y), x, y)
        if len(heap) < k:
            heapq.heappush(heap, entry)
        elif entry[0] > heap[0][0]:
            heapq.heapreplace(heap, entry)
    return [[x, y] for _, x, y in heap]
