function mergeKLists(lists) {
  // Merge neighbouring lists in rounds: each round halves the number of lists.
  let remaining = lists.filter((head) => head !== null);
  if (remaining.length === 0) return null;
  while (remaining.length > 1) {
    const next = [];
    for (let i = 0; i < remaining.length; i += 2) {
      next.push(i + 1 < remaining.length ? mergeTwo(remaining[i], remaining[i + 1]) : remaining[i]);
    }
    remaining = next;
  }
  return remaining[0];
}

function mergeTwo(a, b) {
  const dummy = new ListNode();
  let tail = dummy;
  while (a !== null && b !== null) {
    if (a.val <= b.val) {
      tail.next = a;
      a = a.next;
    } else {
      tail.next = b;
      b = b.next;
    }
    tail = tail.next;
  }
  tail.next = a !== null ? a : b;
  return dummy.next;
}
