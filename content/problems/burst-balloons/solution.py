def max_coins(nums):
    values = [1] + nums + [1]
    n = len(values)
    # best[left][right]: most coins from the balloons strictly between left and right.
    best = [[0] * n for _ in range(n)]
    for width in range(2, n):
        for left in range(n - width):
            right = left + width
            edge = values[left] * values[right]
            # Try every balloon k as the last one popped between left and right.
            best[left][right] = max(
                best[left][k] + edge * values[k] + best[k][right] for k in range(left + 1, right)
            )
    return best[0][n - 1]
