/**
 * O(1) extra space: the first row and column record which rows/columns to clear.
 * @param {number[][]} matrix
 * @return {void} Do not return anything, modify matrix in-place instead.
 */
var setZeroes = function(matrix) {
    const m = matrix.length, n = matrix[0].length;
    let firstRowZero = matrix[0].includes(0);
    let firstColZero = false;
    for (let i = 0; i < m; i++) if (matrix[i][0] === 0) firstColZero = true;

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
    if (firstColZero) for (let i = 0; i < m; i++) matrix[i][0] = 0;
};
