class Solution {
public:
    vector<int> spiralOrder(vector<vector<int>>& matrix) {
        vector<int> order;
        int top = 0, bottom = (int)matrix.size() - 1, left = 0, right = (int)matrix[0].size() - 1;
        while (top <= bottom && left <= right) {
            for (int c = left; c <= right; c++) order.push_back(matrix[top][c]);
            for (int r = top + 1; r <= bottom; r++) order.push_back(matrix[r][right]);
            if (top < bottom) {
                for (int c = right - 1; c >= left; c--) order.push_back(matrix[bottom][c]);
            }
            if (left < right) {
                for (int r = bottom - 1; r > top; r--) order.push_back(matrix[r][left]);
            }
            top++;
            bottom--;
            left++;
            right--;
        }
        return order;
    }
};
