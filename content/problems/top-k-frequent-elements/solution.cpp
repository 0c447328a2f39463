class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> count;
        for (int num : nums) count[num]++;
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto [num, times] : count) buckets[times].push_back(num);
        vector<int> result;
        for (int times = nums.size(); times > 0 && (int)result.size() < k; times--) {
            for (int num : buckets[times]) {
                if ((int)result.size() < k) result.push_back(num);
            }
        }
        return result;
    }
};
