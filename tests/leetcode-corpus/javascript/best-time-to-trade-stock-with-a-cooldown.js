/**
 * @param {number[]} prices
 * @return {number}
 */
var maxProfit = function(prices) {
    // hold: best profit while holding a share
    // sold: best profit having sold today (cooldown tomorrow)
    // rest: best profit not holding, free to buy
    let hold = -Infinity, sold = 0, rest = 0;
    for (const p of prices) {
        const prevSold = sold;
        sold = hold + p;
        hold = Math.max(hold, rest - p);
        rest = Math.max(rest, prevSold);
    }
    return Math.max(sold, rest);
};
