// Three states per day: holding a share, just sold (cooldown next), or resting with no share.
function maxProfit(prices: number[]): number {
    let hold = -Infinity;
    let sold = 0;
    let rest = 0;
    for (const price of prices) {
        const prevSold = sold;
        sold = hold + price;
        hold = Math.max(hold, rest - price);
        rest = Math.max(rest, prevSold);
    }
    return Math.max(sold, rest);
};
