def spiral_order(matrix):
    top, bottom = 0, len(matrix) - 1
    left, right = 0, len(matrix[0]) - 1
    order = []
    while top <= bottom and left <= right:
        for c in range(left, right + 1):
            order.append(matrix[top][c])
        for r in range(top + 1, bottom + 1):
            order.append(matrix[r][right])
        if top < bottom and left < right:
            for c in range(right - 1, left - 1, -1):
                order.append(matrix[bottom][c])
            for r in range(bottom - 1, top, -1):
                order.append(matrix[r][left])
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return order
