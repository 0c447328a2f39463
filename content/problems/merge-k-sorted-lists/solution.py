import heapq


def merge_k_lists(lists):
    # The heap holds one node per list: (value, list index, node); the index breaks ties.
    heap = [(head.val, index, head) for index, head in enumerate(lists) if head is not None]
    heapq.heapify(heap)
    dummy = ListNode()
    tail = dummy
    while heap:
        _, index, node = heapq.heappop(heap)
        tail.next = node
        tail = node
        if node.next is not None:
            heapq.heappush(heap, (node.next.val, index, node.next))
    tail.next = None
    return dummy.next
