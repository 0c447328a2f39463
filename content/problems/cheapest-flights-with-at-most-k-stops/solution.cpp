class Solution {
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        vector<int> cost(n, INT_MAX);
        cost[src] = 0;
        for (int round = 0; round <= k; round++) {
            vector<int> next = cost;
            for (auto& flight : flights) {
                int from = flight[0], to = flight[1], price = flight[2];
                if (cost[from] != INT_MAX && cost[from] + price < next[to]) next[to] = cost[from] + price;
            }
            cost = next;
        }
        return cost[dst] == INT_MAX ? -1 : cost[dst];
    }
};
