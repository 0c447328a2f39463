function minEatingSpeed(piles: number[], h: number): number {
    const hoursAt = (k: number): number =>
        piles.reduce((sum, p) => sum + Math.ceil(p / k), 0);

    let lo = 1, hi = Math.max(...piles);
    while (lo < hi) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (hoursAt(mid) <= h) hi = mid;
        else lo = mid + 1;
    }
    return lo;
};
