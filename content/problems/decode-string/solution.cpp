class Solution {
public:
    string decodeString(string s) {
        int i = 0;
        return decode(s, i);
    }

private:
    string decode(const string& s, int& i) {
        string result;
        while (i < (int)s.size() && s[i] != ']') {
            if (isdigit(s[i])) {
                int count = 0;
                while (isdigit(s[i])) count = count * 10 + (s[i++] - '0');
                i++;  // '['
                string inner = decode(s, i);
                i++;  // ']'
                while (count--) result += inner;
            } else {
                result += s[i++];
            }
        }
        return result;
    }
};
