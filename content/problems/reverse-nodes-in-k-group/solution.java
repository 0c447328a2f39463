class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode before = dummy;
        while (true) {
            ListNode end = before;
            for (int i = 0; i < k && end != null; i++) end = end.next;
            if (end == null) break;
            ListNode after = end.next, first = before.next;
            ListNode previous = after, node = first;
            while (node != after) {
                ListNode next = node.next;
                node.next = previous;
                previous = node;
                node = next;
            }
            before.next = end;
            before = first;
        }
        return dummy.next;
    }
}
