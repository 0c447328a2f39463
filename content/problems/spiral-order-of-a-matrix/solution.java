class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        List<Integer> order = new ArrayList<>();
        int top = 0, bottom = matrix.length - 1, left = 0, right = matrix[0].length - 1;
        while (top <= bottom && left <= right) {
            for (int j = left; j <= right; j++) order.add(matrix[top][j]);
            for (int i = top + 1; i <= bottom; i++) order.add(matrix[i][right]);
            if (top < bottom && left < right) {
                for (int j = right - 1; j > left; j--) order.add(matrix[bottom][j]);
                for (int i = bottom; i > top; i--) order.add(matrix[i][left]);
            }
            top++;
            bottom--;
            left++;
            right--;
        }
        return order;
    }
}
