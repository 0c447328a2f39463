class Solution {
public:
    int maxProduct(vector<int>& nums) {
        long long best = nums[0], high = nums[0], low = nums[0];
        for (int i = 1; i < (int)nums.size(); i++) {
            long long x = nums[i];
            long long a = high * x, b = low * x;
            high = max({x, a, b});
            low = min({x, a, b});
            best = max(best, high);
        }
        return (int)best;
    }
};
