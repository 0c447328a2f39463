class Solution {
public:
    int evalRPN(vector<string>& tokens) {
        stack<long long> values;
        for (const string& token : tokens) {
            if (token.size() == 1 && string("+-*/").find(token) != string::npos) {
                long long b = values.top(); values.pop();
                long long a = values.top(); values.pop();
                if (token == "+") values.push(a + b);
                else if (token == "-") values.push(a - b);
                else if (token == "*") values.push(a * b);
                else values.push(a / b);
            } else {
                values.push(stoll(token));
            }
        }
        return (int)values.top();
    }
};
