function copyRandomList(head) {
  if (head === null) return null;
  // Weave each copy in right after its original: A → A' → B → B' → …
  for (let node = head; node !== null; node = node.next.next) {
    node.next = new RandomListNode(node.val, node.next);
  }
  // The copy of node.random is the node right after it.
  for (let node = head; node !== null; node = node.next.next) {
    node.next.random = node.random === null ? null : node.random.next;
  }
  // Unweave: restore the original list and link the copies to each other.
  const copyHead = head.next;
  for (let node = head; node !== null; node = node.next) {
    const copy = node.next;
    node.next = copy.next;
    copy.next = copy.next === null ? null : copy.next.next;
  }
  return copyHead;
}
