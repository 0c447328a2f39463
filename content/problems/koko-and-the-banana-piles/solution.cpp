class Solution {
public:
    int minEatingSpeed(vector<int>& piles, int h) {
        int lo = 1, hi = *max_element(piles.begin(), piles.end());
        while (lo < hi) {
            int speed = lo + (hi - lo) / 2;
            long long hours = 0;
            for (int pile : piles) hours += (pile + speed - 1) / speed;
            if (hours <= h) hi = speed;
            else lo = speed + 1;
        }
        return lo;
    }
};
