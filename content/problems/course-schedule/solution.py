from collections import deque


def can_finish(num_courses, prerequisites):
    dependants = [[] for _ in range(num_courses)]
    unmet = [0] * num_courses
    for course, required in prerequisites:
        dependants[required].append(course)
        unmet[course] += 1
    ready = deque(course for course in range(num_courses) if unmet[course] == 0)
    taken = 0
    while ready:
        course = ready.popleft()
        taken += 1
        for nxt in dependants[course]:
            unmet[nxt] -= 1
            if unmet[nxt] == 0:
                ready.append(nxt)
    return taken == num_courses
