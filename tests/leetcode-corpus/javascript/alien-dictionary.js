/**
 * @param {string[]} words
 * @return {string}
 */
var alienOrder = function(words) {
    const adj = new Map();
    const indegree = new Map();
    for (const w of words) {
        for (const ch of w) {
            if (!adj.has(ch)) {
                adj.set(ch, new Set());
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
        if (!adj.get(a[j]).has(b[j])) {
            adj.get(a[j]).add(b[j]);
            indegree.set(b[j], indegree.get(b[j]) + 1);
        }
    }

    // smallest available letter first
    const pq = new MinPriorityQueue({ priority: (ch) => ch.charCodeAt(0) });
    for (const [ch, d] of indegree) if (d === 0) pq.enqueue(ch);

    let order = "";
    while (!pq.isEmpty()) {
        const ch = pq.dequeue().element;
        order += ch;
        for (const nxt of adj.get(ch)) {
            indegree.set(nxt, indegree.get(nxt) - 1);
            if (indegree.get(nxt) === 0) pq.enqueue(nxt);
        }
    }
    return order.length === adj.size ? order : "";
};
