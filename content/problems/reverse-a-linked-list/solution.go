func reverseList(head *ListNode) *ListNode {
	var previous *ListNode
	for current := head; current != nil; {
		next := current.Next
		current.Next = previous
		previous, current = current, next
	}
	return previous
}
