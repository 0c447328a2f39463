class Solution {
    public String longestPalindrome(String s) {
        int start = 0, length = 0;
        for (int center = 0; center < 2 * s.length() - 1; center++) {
            int l = center / 2, r = l + center % 2;
            while (l >= 0 && r < s.length() && s.charAt(l) == s.charAt(r)) {
                l--;
                r++;
            }
            if (r - l - 1 > length) {
                start = l + 1;
                length = r - l - 1;
            }
        }
        return s.substring(start, start + length);
    }
}
