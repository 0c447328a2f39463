function findOrder(numCourses, prerequisites) {
  const followers = Array.from({ length: numCourses }, () => []);
  const missing = new Array(numCourses).fill(0);
  for (const [course, before] of prerequisites) {
    followers[before].push(course);
    missing[course]++;
  }
  // A binary min-heap of the courses whose prerequisites are all done.
  const heap = [];
  const push = (value) => {
    heap.push(value);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent] <= heap[i]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      while (true) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && heap[left] < heap[smallest]) smallest = left;
        if (right < heap.length && heap[right] < heap[smallest]) smallest = right;
        if (smallest === i) break;
        [heap[smallest], heap[i]] = [heap[i], heap[smallest]];
        i = smallest;
      }
    }
    return top;
  };
  for (let course = 0; course < numCourses; course++) if (missing[course] === 0) push(course);
  const order = [];
  while (heap.length > 0) {
    const course = pop();
    order.push(course);
    for (const next of followers[course]) {
      missing[next]--;
      if (missing[next] === 0) push(next);
    }
  }
  return order.length === numCourses ? order : [];
}
