def find_itinerary(tickets):
    # Hierholzer's algorithm: walk greedily to the smallest unused destination and
    # add an airport to the route once it has no tickets left; the reversed route is the answer.
    outgoing = {}
    for frm, to in sorted(tickets, reverse=True):
        outgoing.setdefault(frm, []).append(to)
    route = []
    stack = ["JFK"]
    while stack:
        airport = stack[-1]
        if outgoing.get(airport):
            stack.append(outgoing[airport].pop())
        else:
            route.append(stack.pop())
    return route[::-1]
