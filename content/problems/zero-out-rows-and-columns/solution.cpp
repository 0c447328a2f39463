class Solution {
public:
    void setZeroes(vector<vector<int>>& matrix) {
        int rows = matrix.size(), cols = matrix[0].size();
        vector<bool> zeroRow(rows, false), zeroCol(cols, false);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (matrix[r][c] == 0) zeroRow[r] = zeroCol[c] = true;
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (zeroRow[r] || zeroCol[c]) matrix[r][c] = 0;
            }
        }
    }
};
