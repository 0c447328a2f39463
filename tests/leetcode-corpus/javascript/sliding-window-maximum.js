/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number[]}
 */
var maxSlidingWindow = function(nums, k) {
    const dq = new Deque(); // indices, values decreasing from front to back
    const ans = [];
    for (let i = 0; i < nums.length; i++) {
        if (!dq.isEmpty() && dq.front() <= i - k) dq.popFront();
        while (!dq.isEmpty() && nums[dq.back()] <= nums[i]) dq.popBack();
        dq.pushBack(i);
        if (i >= k - 1) ans.push(nums[dq.front()]);
    }
    return ans;
};
