class Solution {
    public List<String> findItinerary(List<List<String>> tickets) {
        Map<String, PriorityQueue<String>> flights = new HashMap<>();
        for (List<String> ticket : tickets) {
            flights.computeIfAbsent(ticket.get(0), k -> new PriorityQueue<>()).add(ticket.get(1));
        }
        LinkedList<String> route = new LinkedList<>();
        visit("JFK", flights, route);
        return route;
    }

    private void visit(String airport, Map<String, PriorityQueue<String>> flights, LinkedList<String> route) {
        PriorityQueue<String> next = flights.get(airport);
        while (next != null && !next.isEmpty()) visit(next.poll(), flights, route);
        route.addFirst(airport);
    }
}
