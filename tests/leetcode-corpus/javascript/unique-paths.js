const uniquePaths = (m, n) => {
    const memo = new Map();
    const paths = (r, c) => {
        if (r === 1 || c === 1) return 1;
        const key = r + "," + c;
        if (memo.has(key)) return memo.get(key);
        const total = paths(r - 1, c) + paths(r, c - 1);
        memo.set(key, total);
        return total;
    };
    return paths(m, n);
};
