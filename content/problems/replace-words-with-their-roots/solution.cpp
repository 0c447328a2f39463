class Solution {
public:
    string replaceWords(vector<string>& dictionary, string sentence) {
        unordered_set<string> roots(dictionary.begin(), dictionary.end());
        istringstream words(sentence);
        string word, result;
        while (words >> word) {
            string replacement = word;
            for (int length = 1; length <= (int)word.size(); length++) {
                if (roots.count(word.substr(0, length))) {
                    replacement = word.substr(0, length);
                    break;
                }
            }
            if (!result.empty()) result += ' ';
            result += replacement;
        }
        return result;
    }
};
