def min_cost_climbing_stairs(cost):
    # two_back and one_back: least toll paid to be standing on the step two below, and one below, the current one.
    two_back, one_back = cost[0], cost[1]
    for toll in cost[2:]:
        two_back, one_back = one_back, toll + min(two_back, one_back)
    return min(two_back, one_back)
