const reverseList = (head) => {
    let prev = null;
    while (head) [head.next, prev, head] = [prev, head, head.next];
    return prev;
};
