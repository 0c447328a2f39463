class Solution {
    public String alienOrder(String[] words) {
        Map<Character, Set<Character>> after = new LinkedHashMap<>();
        Map<Character, Integer> indegree = new HashMap<>();
        for (String word : words) {
            for (char c : word.toCharArray()) {
                after.putIfAbsent(c, new LinkedHashSet<>());
                indegree.putIfAbsent(c, 0);
            }
        }
        for (int i = 0; i + 1 < words.length; i++) {
            String first = words[i], second = words[i + 1];
            int j = 0;
            while (j < first.length() && j < second.length() && first.charAt(j) == second.charAt(j)) j++;
            if (j == first.length() || j == second.length()) {
                if (first.length() > second.length()) return "";
                continue;
            }
            if (after.get(first.charAt(j)).add(second.charAt(j))) indegree.merge(second.charAt(j), 1, Integer::sum);
        }
        Deque<Character> ready = new ArrayDeque<>();
        for (char c : after.keySet()) if (indegree.get(c) == 0) ready.add(c);
        StringBuilder order = new StringBuilder();
        while (!ready.isEmpty()) {
            char c = ready.poll();
            order.append(c);
            for (char next : after.get(c)) if (indegree.merge(next, -1, Integer::sum) == 0) ready.add(next);
        }
        return order.length() == after.size() ? order.toString() : "";
    }
}
