class Solution {
    public int maxProfit(int[] prices) {
        int held = Integer.MIN_VALUE / 2, sold = 0, rest = 0;
        for (int price : prices) {
            int wasSold = sold;
            sold = held + price;
            held = Math.max(held, rest - price);
            rest = Math.max(rest, wasSold);
        }
        return Math.max(sold, rest);
    }
}
