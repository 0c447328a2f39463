def has_cycle(head):
    # Floyd: inside a loop the fast pointer gains one node per step and must meet the slow one.
    slow = head
    fast = head
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
        if slow is fast:
            return True
    return False
