class Solution {
public:
    int minCostClimbingStairs(vector<int>& cost) {
        int twoBack = 0, oneBack = 0;
        for (int i = 2; i <= (int)cost.size(); i++) {
            int current = min(oneBack + cost[i - 1], twoBack + cost[i - 2]);
            twoBack = oneBack;
            oneBack = current;
        }
        return oneBack;
    }
};
