function minWindow(s: string, t: string): string {
    if (t.length > s.length) return "";

    const need = new Array<number>(128).fill(0);
    for (const c of t) need[c.charCodeAt(0)]++;

    let missing = t.length;
    let bestStart = 0, bestLen = Infinity;
    let left = 0;

    for (let right = 0; right < s.length; right++) {
        const r = s.charCodeAt(right);
        if (need[r] > 0) missing--;
        need[r]--;

        while (missing === 0) {
            if (right - left + 1 < bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
            const l = s.charCodeAt(left);
            need[l]++;
            if (need[l] > 0) missing++;
            left++;
        }
    }

    return bestLen === Infinity ? "" : s.substring(bestStart, bestStart + bestLen);
};
