function findItinerary(tickets) {
  // Hierholzer's algorithm: walk greedily to the smallest unused destination and
  // add an airport to the route once it has no tickets left; the reversed route is the answer.
  // Airport codes all have three letters, so "FROM TO" strings sort like the pairs.
  const key = ([from, to]) => `${from} ${to}`;
  const sorted = tickets.slice().sort((x, y) => (key(x) < key(y) ? 1 : key(x) > key(y) ? -1 : 0));
  const outgoing = new Map();
  for (const [from, to] of sorted) {
    if (!outgoing.has(from)) outgoing.set(from, []);
    outgoing.get(from).push(to);
  }
  const route = [];
  const stack = ["JFK"];
  while (stack.length > 0) {
    const destinations = outgoing.get(stack[stack.length - 1]);
    if (destinations && destinations.length > 0) stack.push(destinations.pop());
    else route.push(stack.pop());
  }
  return route.reverse();
}
