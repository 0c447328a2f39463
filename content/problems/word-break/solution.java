class Solution {
    public boolean wordBreak(String s, List<String> wordDict) {
        Set<String> words = new HashSet<>(wordDict);
        boolean[] breaks = new boolean[s.length() + 1];
        breaks[0] = true;
        for (int end = 1; end <= s.length(); end++) {
            for (int start = 0; start < end && !breaks[end]; start++) {
                breaks[end] = breaks[start] && words.contains(s.substring(start, end));
            }
        }
        return breaks[s.length()];
    }
}
