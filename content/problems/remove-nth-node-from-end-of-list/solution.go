func removeNthFromEnd(head *ListNode, n int) *ListNode {
	dummy := &ListNode{Next: head}
	lead, trail := dummy, dummy
	for i := 0; i < n; i++ {
		lead = lead.Next
	}
	for lead.Next != nil {
		lead, trail = lead.Next, trail.Next
	}
	trail.Next = trail.Next.Next
	return dummy.Next
}
