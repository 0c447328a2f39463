function maxProfit(prices) {
  // Three states at the end of each day: holding a share, just sold (cooling down next day),
  // or free to buy.
  let holding = Number.NEGATIVE_INFINITY;
  let sold = 0;
  let free = 0;
  for (const price of prices) {
    [holding, sold, free] = [Math.max(holding, free - price), holding + price, Math.max(free, sold)];
  }
  return Math.max(sold, free);
}
