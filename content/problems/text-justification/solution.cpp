class Solution {
public:
    vector<string> fullJustify(vector<string>& words, int maxWidth) {
        vector<string> lines;
        int i = 0, n = words.size();
        while (i < n) {
            int j = i, length = 0;
            while (j < n && length + (int)words[j].size() + (j - i) <= maxWidth) length += words[j++].size();
            int gaps = j - i - 1;
            string line;
            if (j == n || gaps == 0) {
                for (int k = i; k < j; k++) line += words[k] + (k + 1 < j ? " " : "");
                line += string(maxWidth - line.size(), ' ');
            } else {
                int spaces = maxWidth - length;
                for (int k = i; k < j; k++) {
                    line += words[k];
                    if (k + 1 < j) line += string(spaces / gaps + (k - i < spaces % gaps ? 1 : 0), ' ');
                }
            }
            lines.push_back(line);
            i = j;
        }
        return lines;
    }
};
