function maxProfit(prices) {
  let cheapest = Infinity;
  let best = 0;
  for (const price of prices) {
    if (price < cheapest) cheapest = price;
    else if (price - cheapest > best) best = price - cheapest;
  }
  return best;
}
