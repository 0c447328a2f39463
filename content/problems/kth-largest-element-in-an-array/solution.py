import heapq


def find_kth_largest(nums, k):
    # A min-heap of the k largest values seen so far; its top is the k-th largest.
    heap = []
    for num in nums:
        if len(heap) < k:
            heapq.heappush(heap, num)
        elif num > heap[0]:
            heapq.heapreplace(heap, num)
    return heap[0]
