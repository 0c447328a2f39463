import heapq


def network_delay_time(times, n, k):
    links = [[] for _ in range(n + 1)]
    for u, v, w in times:
        links[u].append((v, w))
    settled = [False] * (n + 1)
    reached = 0
    last = 0
    heap = [(0, k)]
    while heap:
        time, node = heapq.heappop(heap)
        if settled[node]:
            continue
        settled[node] = True
        reached += 1
        last = time
        for nxt, delay in links[node]:
            if not settled[nxt]:
                heapq.heappush(heap, (time + delay, nxt))
    return last if reached == n else -1
