class Solution {
    public List<String> generateParenthesis(int n) {
        List<String> result = new ArrayList<>();
        build(new StringBuilder(), 0, 0, n, result);
        return result;
    }

    private void build(StringBuilder s, int open, int close, int n, List<String> result) {
        if (s.length() == 2 * n) {
            result.add(s.toString());
            return;
        }
        if (open < n) {
            s.append('(');
            build(s, open + 1, close, n, result);
            s.deleteCharAt(s.length() - 1);
        }
        if (close < open) {
            s.append(')');
            build(s, open, close + 1, n, result);
            s.deleteCharAt(s.length() - 1);
        }
    }
}
