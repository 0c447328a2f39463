def find_cheapest_price(n, flights, src, dst, k):
    # Bellman-Ford limited to k + 1 rounds: after round r, cost[v] is the cheapest
    # price using at most r flights. Each round reads only the previous round's costs.
    inf = float("inf")
    cost = [inf] * n
    cost[src] = 0
    for _ in range(k + 1):
        nxt = cost[:]
        for frm, to, price in flights:
            if cost[frm] + price < nxt[to]:
                nxt[to] = cost[frm] + price
        cost = nxt
    return -1 if cost[dst] == inf else cost[dst]
