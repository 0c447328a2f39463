/**
 * Encodes a list of strings to a single string.
 *
 * @param {string[]} strs
 * @return {string}
 */
var encode = function(strs) {
    // length + '#' + the string itself, so any character may appear inside a string
    let out = "";
    for (const s of strs) {
        out += s.length + "#" + s;
    }
    return out;
};

/**
 * Decodes a single string to a list of strings.
 *
 * @param {string} s
 * @return {string[]}
 */
var decode = function(s) {
    const res = [];
    let i = 0;
    while (i < s.length) {
        let j = i;
        while (s[j] !== "#") j++;
        const len = parseInt(s.slice(i, j), 10);
        res.push(s.slice(j + 1, j + 1 + len));
        i = j + 1 + len;
    }
    return res;
};

/**
 * Your functions will be called as such:
 * decode(encode(strs));
 */
