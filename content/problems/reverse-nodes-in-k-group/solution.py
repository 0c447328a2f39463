def reverse_k_group(head, k):
    dummy = ListNode(0, head)
    before = dummy
    while True:
        # Check that a complete block of k nodes follows `before`.
        probe = before
        for _ in range(k):
            probe = probe.next
            if probe is None:
                return dummy.next
        first = before.next
        after = probe.next
        # Reverse the block first..probe, pointing its new tail at `after`.
        previous, current = after, first
        while current is not after:
            nxt = current.next
            current.next = previous
            previous = current
            current = nxt
        before.next = probe
        before = first
