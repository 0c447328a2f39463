class Solution {
    inline static const unordered_map<char, char> pairs = {{')', '('}, {']', '['}, {'}', '{'}};

public:
    bool isValid(const string& s) {
        string st;
        for (char c : s) {
            if (!pairs.count(c)) st.push_back(c);
            else if (st.empty() || st.back() != pairs.at(c)) return false;
            else st.pop_back();
        }
        return st.empty();
    }
};
