/**
 * @param {string} s
 * @param {string} t
 * @return {string}
 */
let minWindow = function(s, t) {
    if (t.length > s.length) return "";

    const need = {};
    for (const c of t) need[c] = (need[c] || 0) + 1;
    let missing = t.length;

    let bestStart = 0, bestLen = Infinity;
    let left = 0;
    for (let right = 0; right < s.length; right++) {
        const c = s[right];
        if (need[c] > 0) missing--;
        need[c] = (need[c] || 0) - 1;

        while (missing === 0) {
            if (right - left + 1 < bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
            const d = s[left];
            need[d]++;
            if (need[d] > 0) missing++;
            left++;
        }
    }
    return bestLen === Infinity ? "" : s.substr(bestStart, bestLen);
};
