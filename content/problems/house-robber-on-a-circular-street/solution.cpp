class Solution {
public:
    int rob(vector<int>& nums) {
        int n = nums.size();
        if (n == 1) return nums[0];
        return max(robLine(nums, 0, n - 2), robLine(nums, 1, n - 1));
    }

private:
    int robLine(vector<int>& nums, int from, int to) {
        int take = 0, skip = 0;
        for (int i = from; i <= to; i++) {
            int next = skip + nums[i];
            skip = max(skip, take);
            take = next;
        }
        return max(take, skip);
    }
};
