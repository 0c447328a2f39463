type ListNode struct {
	Val  int
	Next *ListNode
}

func reverseList(head *ListNode) *ListNode {
	var prev *ListNode
	for curr := head; curr != nil; {
		curr.Next, prev, curr = prev, curr, curr.Next
	}
	return prev
}
