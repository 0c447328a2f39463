function minCostClimbingStairs(cost) {
  // twoBack and oneBack: least toll paid to be standing on the step two below, and one below, the current one.
  let twoBack = cost[0];
  let oneBack = cost[1];
  for (let i = 2; i < cost.length; i++) {
    [twoBack, oneBack] = [oneBack, cost[i] + Math.min(twoBack, oneBack)];
  }
  return Math.min(twoBack, oneBack);
}
