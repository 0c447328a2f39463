class Solution {
public:
    bool wordBreak(string s, vector<string>& wordDict) {
        unordered_set<string> words(wordDict.begin(), wordDict.end());
        int n = s.size();
        vector<bool> canEnd(n + 1, false);
        canEnd[0] = true;
        for (int end = 1; end <= n; end++) {
            for (int start = 0; start < end && !canEnd[end]; start++) {
                if (canEnd[start] && words.count(s.substr(start, end - start))) canEnd[end] = true;
            }
        }
        return canEnd[n];
    }
};
