class Solution {
public:
    bool isHappy(int n) {
        auto next = [](int x) {
            int sum = 0;
            while (x) {
                sum += (x % 10) * (x % 10);
                x /= 10;
            }
            return sum;
        };
        int slow = n, fast = next(n);
        while (fast != 1 && slow != fast) {
            slow = next(slow);
            fast = next(next(fast));
        }
        return fast == 1;
    }
};
