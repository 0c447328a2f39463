struct Node {
    Node* links[26] = {};
    bool end = false;
    bool has(char c) { return links[c - 'a'] != nullptr; }
};

class Trie {
    Node* root;

public:
    Trie() { root = new Node(); }

    void insert(string word) {
        Node* node = root;
        for (char c : word) {
            if (!node->has(c)) node->links[c - 'a'] = new Node();
            node = node->links[c - 'a'];
        }
        node->end = true;
    }

    bool search(string word) {
        Node* node = walk(word);
        return node && node->end;
    }

    bool startsWith(string prefix) { return walk(prefix) != nullptr; }

private:
    Node* walk(const string& s) {
        Node* node = root;
        for (char c : s) {
            if (!node->has(c)) return nullptr;
            node = node->links[c - 'a'];
        }
        return node;
    }
};
