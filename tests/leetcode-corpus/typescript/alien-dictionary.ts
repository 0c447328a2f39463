function alienOrder(words: string[]): string {
    const graph = new Map<string, Set<string>>();
    const indegree = new Map<string, number>();
    for (const w of words) {
        for (const ch of w) {
            if (!graph.has(ch)) {
                graph.set(ch, new Set());
                indegree.set(ch, 0);
            }
        }
    }

    for (let i = 0; i + 1 < words.length; i++) {
        const a = words[i], b = words[i + 1];
        const len = Math.min(a.length, b.length);
        let j = 0;
        while (j < len && a[j] === b[j]) j++;
        if (j === len) {
            if (a.length > b.length) return ""; // "abc" before "ab" is impossible
            continue;
        }
        if (!graph.get(a[j])!.has(b[j])) {
            graph.get(a[j])!.add(b[j]);
            indegree.set(b[j], indegree.get(b[j])! + 1);
        }
    }

    // Kahn's algorithm, always taking the alphabetically smallest free letter
    const ready = new MinPriorityQueue<string>((ch) => ch.charCodeAt(0));
    indegree.forEach((deg, ch) => {
        if (deg === 0) ready.enqueue(ch);
    });
    let order = "";
    while (!ready.isEmpty()) {
        const ch = ready.dequeue()!;
        order += ch;
        for (const nxt of graph.get(ch)!) {
            indegree.set(nxt, indegree.get(nxt)! - 1);
            if (indegree.get(nxt) === 0) ready.enqueue(nxt);
        }
    }
    return order.length === graph.size ? order : "";
};
