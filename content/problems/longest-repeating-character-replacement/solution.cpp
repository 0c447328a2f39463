class Solution {
public:
    int characterReplacement(string s, int k) {
        array<int, 128> count{};
        int left = 0, most = 0, best = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            most = max(most, ++count[s[right]]);
            while (right - left + 1 - most > k) count[s[left++]]--;
            best = max(best, right - left + 1);
        }
        return best;
    }
};
