class Solution:
    def findKthLargest(self, nums: List[int], k: int) -> int:
        heap = nums[:k]
        heapify(heap)
        for x in nums[k:]:
            if x > heap[0]:
                heapreplace(heap, x)
        return heap[0]
