// Kahn's algorithm; a min-heap picks the smallest available course first.
function findOrder(numCourses: number, prerequisites: number[][]): number[] {
    const graph: number[][] = Array.from({ length: numCourses }, () => []);
    const indegree = new Array<number>(numCourses).fill(0);
    for (const [course, pre] of prerequisites) {
        graph[pre].push(course);
        indegree[course]++;
    }

    const available = new MinPriorityQueue<number>();
    for (let c = 0; c < numCourses; c++) {
        if (indegree[c] === 0) available.enqueue(c);
    }

    const order: number[] = [];
    while (!available.isEmpty()) {
        const c = available.dequeue()!;
        order.push(c);
        for (const next of graph[c]) {
            if (--indegree[next] === 0) available.enqueue(next);
        }
    }
    return order.length === numCourses ? order : [];
};
