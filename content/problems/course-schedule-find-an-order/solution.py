import heapq


def find_order(num_courses, prerequisites):
    followers = [[] for _ in range(num_courses)]
    missing = [0] * num_courses
    for course, before in prerequisites:
        followers[before].append(course)
        missing[course] += 1
    ready = [course for course in range(num_courses) if missing[course] == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        course = heapq.heappop(ready)
        order.append(course)
        for nxt in followers[course]:
            missing[nxt] -= 1
            if missing[nxt] == 0:
                heapq.heappush(ready, nxt)
    return order if len(order) == num_courses else []
