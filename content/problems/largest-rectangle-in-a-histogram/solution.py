def largest_rectangle_area(heights):
    starts = []  # indices of bars with increasing heights, each still able to extend to the right
    best = 0
    for i in range(len(heights) + 1):
        height = 0 if i == len(heights) else heights[i]
        while starts and heights[starts[-1]] >= height:
            top = starts.pop()
            # The popped bar spans from just after the new top of the stack to just before i.
            left = starts[-1] + 1 if starts else 0
            best = max(best, heights[top] * (i - left))
        starts.append(i)
    return best
