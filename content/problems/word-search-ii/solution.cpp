class Solution {
    struct Node {
        Node* children[26] = {};
        string word;
    };

public:
    vector<string> findWords(vector<vector<char>>& board, vector<string>& words) {
        Node* root = new Node();
        for (const string& word : words) {
            Node* node = root;
            for (char c : word) {
                if (!node->children[c - 'a']) node->children[c - 'a'] = new Node();
                node = node->children[c - 'a'];
            }
            node->word = word;
        }
        vector<string> found;
        for (int r = 0; r < (int)board.size(); r++) {
            for (int c = 0; c < (int)board[0].size(); c++) search(board, r, c, root, found);
        }
        return found;
    }

private:
    void search(vector<vector<char>>& board, int r, int c, Node* node, vector<string>& found) {
        if (r < 0 || c < 0 || r >= (int)board.size() || c >= (int)board[0].size()) return;
        char letter = board[r][c];
        if (letter == '#' || !node->children[letter - 'a']) return;
        node = node->children[letter - 'a'];
        if (!node->word.empty()) {
            found.push_back(node->word);
            node->word.clear();
        }
        board[r][c] = '#';
        search(board, r + 1, c, node, found);
        search(board, r - 1, c, node, found);
        search(board, r, c + 1, node, found);
        search(board, r, c - 1, node, found);
        board[r][c] = letter;
    }
};
