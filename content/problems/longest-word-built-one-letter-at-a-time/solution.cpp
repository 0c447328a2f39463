class Solution {
public:
    string longestWord(vector<string>& words) {
        sort(words.begin(), words.end());
        unordered_set<string> built{""};
        string best;
        for (const string& word : words) {
            if (built.count(word.substr(0, word.size() - 1))) {
                built.insert(word);
                if (word.size() > best.size()) best = word;
            }
        }
        return best;
    }
};
