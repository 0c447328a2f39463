class Solution {
public:
    int ladderLength(string beginWord, string endWord, vector<string>& wordList) {
        unordered_set<string> unseen(wordList.begin(), wordList.end());
        if (!unseen.count(endWord)) return 0;
        queue<string> pending;
        pending.push(beginWord);
        unseen.erase(beginWord);
        for (int length = 1; !pending.empty(); length++) {
            for (int i = pending.size(); i > 0; i--) {
                string word = pending.front();
                pending.pop();
                if (word == endWord) return length;
                for (char& c : word) {
                    char original = c;
                    for (char letter = 'a'; letter <= 'z'; letter++) {
                        c = letter;
                        if (unseen.erase(word)) pending.push(word);
                    }
                    c = original;
                }
            }
        }
        return 0;
    }
};
