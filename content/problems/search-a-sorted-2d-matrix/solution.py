def search_matrix(matrix, target):
    cols = len(matrix[0])
    # Read row by row, the matrix is one sorted list of rows * cols values.
    low, high = 0, len(matrix) * cols - 1
    while low <= high:
        mid = (low + high) // 2
        value = matrix[mid // cols][mid % cols]
        if value == target:
            return True
        if value < target:
            low = mid + 1
        else:
            high = mid - 1
    return False
