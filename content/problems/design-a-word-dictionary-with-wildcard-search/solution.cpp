class WordDictionary {
    struct Node {
        Node* children[26] = {};
        bool isWord = false;
    };
    Node* root = new Node();

    bool match(Node* node, const string& word, int i) {
        if (!node) return false;
        if (i == (int)word.size()) return node->isWord;
        if (word[i] != '.') return match(node->children[word[i] - 'a'], word, i + 1);
        for (Node* child : node->children) {
            if (match(child, word, i + 1)) return true;
        }
        return false;
    }

public:
    WordDictionary() {}

    void addWord(string word) {
        Node* node = root;
        for (char c : word) {
            if (!node->children[c - 'a']) node->children[c - 'a'] = new Node();
            node = node->children[c - 'a'];
        }
        node->isWord = true;
    }

    bool search(string word) {
        return match(root, word, 0);
    }
};
