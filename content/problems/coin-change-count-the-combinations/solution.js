function change(amount, coins) {
  // ways[s]: combinations of the coins processed so far that sum to s. Taking the coins
  // one at a time in the outer loop counts each multiset once, whatever its order.
  const ways = new Array(amount + 1).fill(0);
  ways[0] = 1;
  for (const coin of coins) {
    for (let s = coin; s <= amount; s++) ways[s] += ways[s - coin];
  }
  return ways[amount];
}
