/**
 * Kahn's algorithm; the ready courses sit in a min-heap so the smallest ready course goes first.
 * @param {number} numCourses
 * @param {number[][]} prerequisites
 * @return {number[]}
 */
var findOrder = function(numCourses, prerequisites) {
    const indegree = new Array(numCourses).fill(0);
    const next = Array.from({ length: numCourses }, () => []);
    for (const [course, pre] of prerequisites) {
        next[pre].push(course);
        indegree[course]++;
    }

    const ready = new MinPriorityQueue();
    for (let i = 0; i < numCourses; i++) {
        if (indegree[i] === 0) ready.enqueue(i);
    }

    const order = [];
    while (ready.size() > 0) {
        const c = ready.dequeue();
        order.push(c);
        for (const d of next[c]) {
            if (--indegree[d] === 0) ready.enqueue(d);
        }
    }
    return order.length === numCourses ? order : [];
};
