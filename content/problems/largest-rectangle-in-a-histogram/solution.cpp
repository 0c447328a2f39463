class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        stack<int> rising;
        int best = 0, n = heights.size();
        for (int i = 0; i <= n; i++) {
            int h = i == n ? 0 : heights[i];
            while (!rising.empty() && heights[rising.top()] >= h) {
                int height = heights[rising.top()];
                rising.pop();
                int left = rising.empty() ? -1 : rising.top();
                best = max(best, height * (i - left - 1));
            }
            rising.push(i);
        }
        return best;
    }
};
