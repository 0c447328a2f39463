class Solution {
    public boolean searchMatrix(int[][] matrix, int target) {
        int n = matrix[0].length, lo = 0, hi = matrix.length * n - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int value = matrix[mid / n][mid % n];
            if (value == target) return true;
            if (value < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return false;
    }
}
