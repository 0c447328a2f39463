def coin_change(coins, amount):
    # best[t] = fewest coins that make total t (infinity when t cannot be made).
    unreachable = float("inf")
    best = [0] + [unreachable] * amount
    for total in range(1, amount + 1):
        for coin in coins:
            if coin <= total and best[total - coin] + 1 < best[total]:
                best[total] = best[total - coin] + 1
    return -1 if best[amount] == unreachable else best[amount]
