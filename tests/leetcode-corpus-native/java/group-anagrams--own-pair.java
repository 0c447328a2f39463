import java.util.*;

class Pair<K, V> {
    final K first;
    final V second;
    Pair(K first, V second) { this.first = first; this.second = second; }
}

@SuppressWarnings("unchecked")
class Solution {
    public Solution() {}

    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> map = new TreeMap<>();
        List<Pair<String, String>> keyed = new ArrayList<>();
        for (String s : strs) {
            int[] counts = new int[26];
            for (char c : s.toCharArray()) counts[c - 'a']++;
            keyed.add(new Pair<>(Arrays.toString(counts), s));
        }
        for (Pair<String, String> p : keyed) map.computeIfAbsent(p.first, k -> new LinkedList<>()).add(p.second);
        return new ArrayList<>(map.values());
    }
}
