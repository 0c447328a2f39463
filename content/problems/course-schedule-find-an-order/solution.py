def find_order(num_courses, prerequisites):
    followers = [[] for _ in range(num_courses)]
    missing = [0] * num_courses
    for course, before in prerequisites:
        followers[before].append(course)
        missing[course] += 1
    # Kahn's algorithm: take the courses in the order their last prerequisite is done.
    order = [course for course in range(num_courses) if missing[course] == 0]
    head = 0
    while head < len(order):
        for nxt in followers[order[head]]:
            missing[nxt] -= 1
            if missing[nxt] == 0:
                order.append(nxt)
        head += 1
    return order if len(order) == num_courses else []
