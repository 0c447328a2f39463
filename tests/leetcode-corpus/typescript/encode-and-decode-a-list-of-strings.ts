/**
 * Encodes a list of strings to a single string.
 */
function encode(strs: string[]): string {
    // length-prefixed: "<len>#<chars>" for every string
    return strs.map(s => `${s.length}#${s}`).join('');
};

/**
 * Decodes a single string to a list of strings.
 */
function decode(s: string): string[] {
    const res: string[] = [];
    let i = 0;
    while (i < s.length) {
        const hash = s.indexOf('#', i);
        const len = Number(s.slice(i, hash));
        res.push(s.slice(hash + 1, hash + 1 + len));
        i = hash + 1 + len;
    }
    return res;
};

/**
 * Your functions will be called as such:
 * decode(encode(strs));
 */
