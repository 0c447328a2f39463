/**
 * @param {number} amount
 * @param {number[]} coins
 * @return {number}
 */
var change = function(amount, coins) {
    const ways = new Array(amount + 1).fill(0);
    ways[0] = 1;
    for (const coin of coins) {          // coins outer: each combination counted once
        for (let a = coin; a <= amount; a++) {
            ways[a] += ways[a - coin];
        }
    }
    return ways[amount];
};
