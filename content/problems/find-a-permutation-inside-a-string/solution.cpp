class Solution {
public:
    bool checkInclusion(string s1, string s2) {
        if (s1.size() > s2.size()) return false;
        array<int, 26> need{}, window{};
        for (char c : s1) need[c - 'a']++;
        for (int i = 0; i < (int)s2.size(); i++) {
            window[s2[i] - 'a']++;
            if (i >= (int)s1.size()) window[s2[i - s1.size()] - 'a']--;
            if (window == need) return true;
        }
        return false;
    }
};
