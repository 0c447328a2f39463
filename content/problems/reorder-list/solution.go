func reorderList(head *ListNode) {
	if head == nil || head.Next == nil {
		return
	}
	// Find the middle, reverse the second half, then weave the halves together.
	slow, fast := head, head
	for fast.Next != nil && fast.Next.Next != nil {
		slow, fast = slow.Next, fast.Next.Next
	}
	var previous *ListNode
	current := slow.Next
	slow.Next = nil
	for current != nil {
		current.Next, previous, current = previous, current, current.Next
	}
	for first, second := head, previous; second != nil; {
		firstNext, secondNext := first.Next, second.Next
		first.Next = second
		second.Next = firstNext
		first, second = firstNext, secondNext
	}
}
