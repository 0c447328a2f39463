function reorderList(head) {
  if (head === null || head.next === null) return;
  // Find the end of the first half.
  let slow = head;
  let fast = head;
  while (fast.next !== null && fast.next.next !== null) {
    slow = slow.next;
    fast = fast.next.next;
  }
  // Reverse the second half.
  let previous = null;
  let current = slow.next;
  slow.next = null;
  while (current !== null) {
    const next = current.next;
    current.next = previous;
    previous = current;
    current = next;
  }
  // Weave the two halves together.
  let first = head;
  let second = previous;
  while (second !== null) {
    const firstNext = first.next;
    const secondNext = second.next;
    first.next = second;
    second.next = firstNext;
    first = firstNext;
    second = secondNext;
  }
}
