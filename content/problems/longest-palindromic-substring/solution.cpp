class Solution {
public:
    string longestPalindrome(string s) {
        int start = 0, length = 0, n = s.size();
        for (int center = 0; center < n; center++) {
            for (int extra = 0; extra < 2; extra++) {
                int left = center, right = center + extra;
                while (left >= 0 && right < n && s[left] == s[right]) {
                    left--;
                    right++;
                }
                if (right - left - 1 > length) {
                    length = right - left - 1;
                    start = left + 1;
                }
            }
        }
        return s.substr(start, length);
    }
};
