function change(amount: number, coins: number[]): number {
    // coins in the outer loop so each combination is counted once, whatever its order
    const ways = new Array<number>(amount + 1).fill(0);
    ways[0] = 1;
    for (const coin of coins) {
        for (let a = coin; a <= amount; a++) {
            ways[a] += ways[a - coin];
        }
    }
    return ways[amount];
};
