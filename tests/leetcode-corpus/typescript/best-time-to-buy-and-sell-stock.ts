const maxProfit = (prices: number[]): number => {
  let minPrice = Infinity;
  let best = 0;
  for (const p of prices) {
    if (p < minPrice) minPrice = p;
    else best = Math.max(best, p - minPrice);
  }
  return best;
};
