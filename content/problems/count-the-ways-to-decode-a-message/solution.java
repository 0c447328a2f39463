class Solution {
    public int numDecodings(String s) {
        int n = s.length();
        int[] ways = new int[n + 1];
        ways[n] = 1;
        for (int i = n - 1; i >= 0; i--) {
            if (s.charAt(i) == '0') continue;
            ways[i] = ways[i + 1];
            if (i + 1 < n && Integer.parseInt(s.substring(i, i + 2)) <= 26) ways[i] += ways[i + 2];
        }
        return ways[0];
    }
}
