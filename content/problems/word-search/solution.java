class Solution {
    public boolean exist(char[][] board, String word) {
        for (int i = 0; i < board.length; i++) {
            for (int j = 0; j < board[0].length; j++) if (find(board, word, 0, i, j)) return true;
        }
        return false;
    }

    private boolean find(char[][] board, String word, int k, int i, int j) {
        if (k == word.length()) return true;
        if (i < 0 || j < 0 || i >= board.length || j >= board[0].length || board[i][j] != word.charAt(k)) return false;
        char c = board[i][j];
        board[i][j] = '#';
        boolean found = find(board, word, k + 1, i + 1, j) || find(board, word, k + 1, i - 1, j)
            || find(board, word, k + 1, i, j + 1) || find(board, word, k + 1, i, j - 1);
        board[i][j] = c;
        return found;
    }
}
