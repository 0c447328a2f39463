def max_profit(prices):
    # Three states at the end of each day: holding a share, just sold (cooling down next day),
    # or free to buy.
    holding = float("-inf")
    sold = 0
    free = 0
    for price in prices:
        holding, sold, free = max(holding, free - price), holding + price, max(free, sold)
    return max(sold, free)
