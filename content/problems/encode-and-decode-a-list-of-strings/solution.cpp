class Codec {
public:
    // Encodes a list of strings to a single string.
    string encode(vector<string>& strs) {
        string encoded;
        for (const string& s : strs) encoded += to_string(s.size()) + "#" + s;
        return encoded;
    }

    // Decodes a single string to a list of strings.
    vector<string> decode(string s) {
        vector<string> strs;
        size_t i = 0;
        while (i < s.size()) {
            size_t hash = s.find('#', i);
            size_t length = stoul(s.substr(i, hash - i));
            strs.push_back(s.substr(hash + 1, length));
            i = hash + 1 + length;
        }
        return strs;
    }
};

// Your Codec object will be instantiated and called as such:
// Codec codec;
// codec.decode(codec.encode(strs));
