const leastInterval = (tasks, n) => {
    const counts = new Array(26).fill(0);
    for (const t of tasks) counts[t.charCodeAt(0) - 65]++;

    const ready = new MaxPriorityQueue();   // remaining counts of tasks that may run now
    for (const c of counts) if (c > 0) ready.enqueue(c);

    const waiting = new Queue();            // [remaining count, time it becomes ready]
    let time = 0;

    while (!ready.isEmpty() || !waiting.isEmpty()) {
        time++;
        if (ready.isEmpty()) {
            time = waiting.front()[1];      // idle until the next task cools down
        } else {
            const left = ready.dequeue() - 1;
            if (left > 0) waiting.enqueue([left, time + n]);
        }
        if (!waiting.isEmpty() && waiting.front()[1] === time) {
            ready.enqueue(waiting.dequeue()[0]);
        }
    }
    return time;
};
