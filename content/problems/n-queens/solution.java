class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, n, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n], boards);
        return boards;
    }

    private void place(int row, int n, int[] cols, boolean[] used, boolean[] diag, boolean[] anti, List<List<String>> boards) {
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int col : cols) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[col] = 'Q';
                board.add(new String(line));
            }
            boards.add(board);
            return;
        }
        for (int col = 0; col < n; col++) {
            if (used[col] || diag[row + col] || anti[row - col + n]) continue;
            used[col] = diag[row + col] = anti[row - col + n] = true;
            cols[row] = col;
            place(row + 1, n, cols, used, diag, anti, boards);
            used[col] = diag[row + col] = anti[row - col + n] = false;
        }
    }
}
