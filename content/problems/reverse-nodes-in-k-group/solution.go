func reverseKGroup(head *ListNode, k int) *ListNode {
	dummy := &ListNode{Next: head}
	before := dummy
	for {
		probe := before
		for i := 0; i < k; i++ {
			probe = probe.Next
			if probe == nil {
				return dummy.Next
			}
		}
		first, after := before.Next, probe.Next
		previous, current := after, first
		for current != after {
			next := current.Next
			current.Next = previous
			previous, current = current, next
		}
		before.Next = probe
		before = first
	}
}
