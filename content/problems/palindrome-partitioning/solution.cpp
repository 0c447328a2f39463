class Solution {
public:
    vector<vector<string>> partition(string s) {
        vector<vector<string>> result;
        vector<string> parts;
        split(s, 0, parts, result);
        return result;
    }

private:
    bool isPalindrome(const string& s, int lo, int hi) {
        while (lo < hi) {
            if (s[lo++] != s[hi--]) return false;
        }
        return true;
    }

    void split(const string& s, int start, vector<string>& parts, vector<vector<string>>& result) {
        if (start == (int)s.size()) {
            result.push_back(parts);
            return;
        }
        for (int end = start; end < (int)s.size(); end++) {
            if (!isPalindrome(s, start, end)) continue;
            parts.push_back(s.substr(start, end - start + 1));
            split(s, end + 1, parts, result);
            parts.pop_back();
        }
    }
};
