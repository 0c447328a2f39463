const replaceWords = (dictionary, sentence) => {
    const trie = {};
    for (const root of dictionary) {
        let node = trie;
        for (const ch of root) {
            node[ch] = node[ch] || {};
            node = node[ch];
        }
        node.$ = true;
    }

    const shortestRoot = (word) => {
        let node = trie;
        for (let i = 0; i < word.length; i++) {
            node = node[word[i]];
            if (!node) return word;
            if (node.$) return word.slice(0, i + 1);
        }
        return word;
    };

    return sentence.split(" ").map(shortestRoot).join(" ");
};
