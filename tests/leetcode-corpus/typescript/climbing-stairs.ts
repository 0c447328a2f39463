function climbStairs(n: number): number {
    let [a, b] = [1, 1]; // ways to reach step i-1 and i
    for (let i = 2; i <= n; i++) {
        [a, b] = [b, a + b];
    }
    return b;
};
