class Solution {
public:
    bool isAnagram(string s, string t) {
        if (s.size() != t.size()) return false;
        array<int, 256> count{};
        for (unsigned char c : s) count[c]++;
        for (unsigned char c : t) {
            if (--count[c] < 0) return false;
        }
        return true;
    }
};
