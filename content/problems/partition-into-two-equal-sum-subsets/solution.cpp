class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        vector<bool> reachable(total / 2 + 1, false);
        reachable[0] = true;
        for (int num : nums) {
            for (int sum = total / 2; sum >= num; sum--) {
                if (reachable[sum - num]) reachable[sum] = true;
            }
        }
        return reachable[total / 2];
    }
};
