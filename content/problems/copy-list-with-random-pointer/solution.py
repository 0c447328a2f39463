def copy_random_list(head):
    if head is None:
        return None
    # Weave each copy in right after its original: A -> A' -> B -> B' -> ...
    node = head
    while node is not None:
        node.next = RandomListNode(node.val, node.next)
        node = node.next.next
    # The copy of node.random is the node right after it.
    node = head
    while node is not None:
        node.next.random = None if node.random is None else node.random.next
        node = node.next.next
    # Unweave: restore the original list and link the copies to each other.
    copy_head = head.next
    node = head
    while node is not None:
        copy = node.next
        node.next = copy.next
        copy.next = None if copy.next is None else copy.next.next
        node = node.next
    return copy_head
