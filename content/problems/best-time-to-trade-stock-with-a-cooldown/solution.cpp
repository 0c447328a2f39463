class Solution {
public:
    int maxProfit(vector<int>& prices) {
        int held = INT_MIN, sold = 0, rest = 0;
        for (int price : prices) {
            int previousSold = sold;
            sold = held == INT_MIN ? 0 : held + price;
            held = max(held, rest - price);
            rest = max(rest, previousSold);
        }
        return max(sold, rest);
    }
};
