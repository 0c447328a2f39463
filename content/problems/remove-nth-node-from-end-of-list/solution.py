def remove_nth_from_end(head, n):
    dummy = ListNode(0, head)
    lead = dummy
    for _ in range(n):
        lead = lead.next
    trail = dummy
    while lead.next is not None:
        lead = lead.next
        trail = trail.next
    trail.next = trail.next.next
    return dummy.next
