def reorder_list(head):
    if head is None or head.next is None:
        return
    # Find the end of the first half.
    slow = fast = head
    while fast.next is not None and fast.next.next is not None:
        slow = slow.next
        fast = fast.next.next
    # Reverse the second half.
    previous = None
    current = slow.next
    slow.next = None
    while current is not None:
        nxt = current.next
        current.next = previous
        previous = current
        current = nxt
    # Weave the two halves together.
    first, second = head, previous
    while second is not None:
        first_next, second_next = first.next, second.next
        first.next = second
        second.next = first_next
        first, second = first_next, second_next
