class Solution {
public:
    int reverseBits(int n) {
        uint32_t value = n, reversed = 0;
        for (int i = 0; i < 32; i++) {
            reversed = (reversed << 1) | (value & 1);
            value >>= 1;
        }
        return (int)reversed;
    }
};
