class Solution {
    public List<List<String>> partition(String s) {
        List<List<String>> result = new ArrayList<>();
        split(s, 0, new ArrayList<>(), result);
        return result;
    }

    private void split(String s, int start, List<String> parts, List<List<String>> result) {
        if (start == s.length()) {
            result.add(new ArrayList<>(parts));
            return;
        }
        for (int end = start + 1; end <= s.length(); end++) {
            if (!isPalindrome(s, start, end - 1)) continue;
            parts.add(s.substring(start, end));
            split(s, end, parts, result);
            parts.remove(parts.size() - 1);
        }
    }

    private boolean isPalindrome(String s, int i, int j) {
        while (i < j) if (s.charAt(i++) != s.charAt(j--)) return false;
        return true;
    }
}
