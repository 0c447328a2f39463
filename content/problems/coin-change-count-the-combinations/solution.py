def change(amount, coins):
    # ways[s]: combinations of the coins processed so far that sum to s. Taking the coins
    # one at a time in the outer loop counts each multiset once, whatever its order.
    ways = [0] * (amount + 1)
    ways[0] = 1
    for coin in coins:
        for s in range(coin, amount + 1):
            ways[s] += ways[s - coin]
    return ways[amount]
