class Solution {
public:
    string alienOrder(vector<string>& words) {
        map<char, set<char>> after;
        map<char, int> incoming;
        for (const string& word : words) {
            for (char c : word) incoming.emplace(c, 0);
        }
        for (int i = 0; i + 1 < (int)words.size(); i++) {
            const string &a = words[i], &b = words[i + 1];
            int length = min(a.size(), b.size());
            int j = 0;
            while (j < length && a[j] == b[j]) j++;
            if (j == length) {
                if (a.size() > b.size()) return "";
                continue;
            }
            if (after[a[j]].insert(b[j]).second) incoming[b[j]]++;
        }
        queue<char> ready;
        for (auto& [c, count] : incoming) {
            if (count == 0) ready.push(c);
        }
        string order;
        while (!ready.empty()) {
            char c = ready.front();
            ready.pop();
            order += c;
            for (char next : after[c]) {
                if (--incoming[next] == 0) ready.push(next);
            }
        }
        return order.size() == incoming.size() ? order : "";
    }
};
