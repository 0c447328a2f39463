function reverseKGroup(head, k) {
  const dummy = new ListNode(0, head);
  let before = dummy;
  while (true) {
    // Check that a complete block of k nodes follows `before`.
    let probe = before;
    for (let i = 0; i < k; i++) {
      probe = probe.next;
      if (probe === null) return dummy.next;
    }
    const first = before.next;
    const after = probe.next;
    // Reverse the block first..probe, pointing its new tail at `after`.
    let previous = after;
    let current = first;
    while (current !== after) {
      const next = current.next;
      current.next = previous;
      previous = current;
      current = next;
    }
    before.next = probe;
    before = first;
  }
}
