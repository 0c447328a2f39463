class Solution {
public:
    bool isValid(string s) {
        stack<char> open;
        for (char c : s) {
            if (c == '(' || c == '[' || c == '{') {
                open.push(c);
                continue;
            }
            if (open.empty()) return false;
            char expected = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.top() != expected) return false;
            open.pop();
        }
        return open.empty();
    }
};
