def merge_two_lists(list1, list2):
    dummy = ListNode()
    tail = dummy
    a, b = list1, list2
    while a is not None and b is not None:
        if a.val <= b.val:
            tail.next = a
            a = a.next
        else:
            tail.next = b
            b = b.next
        tail = tail.next
    tail.next = a if a is not None else b
    return dummy.next
