
var Trie = function() {
    this.root = {};
};

/** 
 * @param {string} word
 * @return {void}
 */
Trie.prototype.insert = function(word) {
    let node = this.root;
    for (const ch of word) {
        if (!node[ch]) node[ch] = {};
        node = node[ch];
    }
    node.isEnd = true;
};

Trie.prototype.walk = function(s) {
    let node = this.root;
    for (const ch of s) {
        node = node[ch];
        if (!node) return null;
    }
    return node;
};

/** 
 * @param {string} word
 * @return {boolean}
 */
Trie.prototype.search = function(word) {
    const node = this.walk(word);
    return node !== null && node.isEnd === true;
};

/** 
 * @param {string} prefix
 * @return {boolean}
 */
Trie.prototype.startsWith = function(prefix) {
    return this.walk(prefix) !== null;
};

/** 
 * Your Trie object will be instantiated and called as such:
 * var obj = new Trie()
 * obj.insert(word)
 * var param_2 = obj.search(word)
 * var param_3 = obj.startsWith(prefix)
 */
