class Solution {
public:
    int calculate(string s) {
        long long result = 0, number = 0;
        int sign = 1;
        stack<pair<long long, int>> saved;
        for (char c : s) {
            if (isdigit(c)) {
                number = number * 10 + (c - '0');
            } else if (c == '+' || c == '-') {
                result += sign * number;
                number = 0;
                sign = c == '+' ? 1 : -1;
            } else if (c == '(') {
                saved.push({result, sign});
                result = 0;
                sign = 1;
            } else if (c == ')') {
                result += sign * number;
                number = 0;
                auto [before, outerSign] = saved.top();
                saved.pop();
                result = before + outerSign * result;
            }
        }
        return (int)(result + sign * number);
    }
};
