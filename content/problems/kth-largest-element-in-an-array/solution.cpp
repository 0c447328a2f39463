class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        priority_queue<int, vector<int>, greater<int>> heap;
        for (int num : nums) {
            heap.push(num);
            if ((int)heap.size() > k) heap.pop();
        }
        return heap.top();
    }
};
