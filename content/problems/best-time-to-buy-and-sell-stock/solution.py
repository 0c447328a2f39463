def max_profit(prices):
    cheapest = float("inf")
    best = 0
    for price in prices:
        if price < cheapest:
            cheapest = price
        elif price - cheapest > best:
            best = price - cheapest
    return best
