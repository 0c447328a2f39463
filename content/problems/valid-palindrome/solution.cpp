class Solution {
public:
    bool isPalindrome(string s) {
        int lo = 0, hi = (int)s.size() - 1;
        while (lo < hi) {
            if (!isalnum((unsigned char)s[lo])) lo++;
            else if (!isalnum((unsigned char)s[hi])) hi--;
            else if (tolower(s[lo++]) != tolower(s[hi--])) return false;
        }
        return true;
    }
};
