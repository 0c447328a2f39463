class Solution {
public:
    int maxSubArray(vector<int>& nums) {
        int best = nums[0], current = 0;
        for (int num : nums) {
            current = max(num, current + num);
            best = max(best, current);
        }
        return best;
    }
};
