/**
 * @param {number} n
 * @return {string[][]}
 */
let solveNQueens = function(n) {
    const solutions = [];
    const queenCol = new Array(n);          // queenCol[row] = column of the queen in that row
    const cols = new Set(), diag = new Set(), anti = new Set();

    const place = (row) => {
        if (row === n) {
            solutions.push(queenCol.map((c) => ".".repeat(c) + "Q" + ".".repeat(n - c - 1)));
            return;
        }
        for (let c = 0; c < n; c++) {
            if (cols.has(c) || diag.has(row - c) || anti.has(row + c)) continue;
            cols.add(c); diag.add(row - c); anti.add(row + c);
            queenCol[row] = c;
            place(row + 1);
            cols.delete(c); diag.delete(row - c); anti.delete(row + c);
        }
    };

    place(0);
    return solutions;
};
