import heapq


def swim_in_water(grid):
    n = len(grid)
    done = [[False] * n for _ in range(n)]
    heap = [(grid[0][0], 0, 0)]  # (time, row, col); a route's time is its highest square
    while heap:
        time, r, c = heapq.heappop(heap)
        if done[r][c]:
            continue
        if r == n - 1 and c == n - 1:
            return time
        done[r][c] = True
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < n and 0 <= nc < n and not done[nr][nc]:
                heapq.heappush(heap, (max(time, grid[nr][nc]), nr, nc))
    return -1
