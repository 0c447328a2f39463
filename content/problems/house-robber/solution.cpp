class Solution {
public:
    int rob(vector<int>& nums) {
        int take = 0, skip = 0;
        for (int num : nums) {
            int next = skip + num;
            skip = max(skip, take);
            take = next;
        }
        return max(take, skip);
    }
};
