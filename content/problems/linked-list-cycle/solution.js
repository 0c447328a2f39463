function hasCycle(head) {
  // Floyd: inside a loop the fast pointer gains one node per step and must meet the slow one.
  let slow = head;
  let fast = head;
  while (fast !== null && fast.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
    if (slow === fast) return true;
  }
  return false;
}
