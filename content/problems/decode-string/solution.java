class Solution {
    public String decodeString(String s) {
        Deque<Integer> counts = new ArrayDeque<>();
        Deque<StringBuilder> outer = new ArrayDeque<>();
        StringBuilder current = new StringBuilder();
        int count = 0;
        for (char c : s.toCharArray()) {
            if (Character.isDigit(c)) {
                count = count * 10 + (c - '0');
            } else if (c == '[') {
                counts.push(count);
                outer.push(current);
                current = new StringBuilder();
                count = 0;
            } else if (c == ']') {
                StringBuilder repeated = outer.pop();
                repeated.append(current.toString().repeat(counts.pop()));
                current = repeated;
            } else {
                current.append(c);
            }
        }
        return current.toString();
    }
}
