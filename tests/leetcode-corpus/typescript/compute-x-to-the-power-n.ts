// Fast exponentiation; n can be -2^31, so work with its absolute value as a plain number.
function myPow(x: number, n: number): number {
    let exp = Math.abs(n);
    let base = x;
    let result = 1;
    while (exp > 0) {
        if (exp % 2 === 1) result *= base;
        base *= base;
        exp = Math.floor(exp / 2);
    }
    return n < 0 ? 1 / result : result;
};
