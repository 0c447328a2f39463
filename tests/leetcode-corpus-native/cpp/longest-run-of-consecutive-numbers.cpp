namespace {
int longestFrom(const std::unordered_set<int>& s, int start) {
    int len = 1;
    while (s.count(start + len)) ++len;
    return len;
}
}  // namespace

class Solution {
public:
    int longestConsecutive(vector<int>& nums) {
        unordered_set<int> s(nums.begin(), nums.end());
        int best = 0;
        for (int n : s)
            if (!s.count(n - 1)) best = std::max(best, longestFrom(s, n));
        return best;
    }
};
