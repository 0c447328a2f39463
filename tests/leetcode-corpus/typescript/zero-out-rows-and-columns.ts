/**
 Do not return anything, modify matrix in-place instead.
 */
function setZeroes(matrix: number[][]): void {
    const m = matrix.length, n = matrix[0].length;
    // use the first row and column as markers; remember separately whether they themselves need zeroing
    const firstRowZero = matrix[0].some(v => v === 0);
    const firstColZero = matrix.some(row => row[0] === 0);

    for (let i = 1; i < m; i++) {
        for (let j = 1; j < n; j++) {
            if (matrix[i][j] === 0) {
                matrix[i][0] = 0;
                matrix[0][j] = 0;
            }
        }
    }
    for (let i = 1; i < m; i++) {
        for (let j = 1; j < n; j++) {
            if (matrix[i][0] === 0 || matrix[0][j] === 0) matrix[i][j] = 0;
        }
    }
    if (firstRowZero) matrix[0].fill(0);
    if (firstColZero) for (const row of matrix) row[0] = 0;
};
