class Trie {
    struct Node {
        Node* children[26] = {};
        bool isWord = false;
    };
    Node* root = new Node();

    Node* walk(const string& text) {
        Node* node = root;
        for (char c : text) {
            node = node->children[c - 'a'];
            if (!node) return nullptr;
        }
        return node;
    }

public:
    Trie() {}

    void insert(string word) {
        Node* node = root;
        for (char c : word) {
            if (!node->children[c - 'a']) node->children[c - 'a'] = new Node();
            node = node->children[c - 'a'];
        }
        node->isWord = true;
    }

    bool search(string word) {
        Node* node = walk(word);
        return node && node->isWord;
    }

    bool startsWith(string prefix) {
        return walk(prefix) != nullptr;
    }
};
