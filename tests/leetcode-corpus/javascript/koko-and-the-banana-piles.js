/**
 * @param {number[]} piles
 * @param {number} h
 * @return {number}
 */
var minEatingSpeed = function(piles, h) {
    let lo = 1, hi = Math.max(...piles);

    const hoursAt = (k) => {
        let hours = 0;
        for (const p of piles) hours += Math.ceil(p / k);
        return hours;
    };

    while (lo < hi) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (hoursAt(mid) <= h) hi = mid;
        else lo = mid + 1;
    }
    return lo;
};
