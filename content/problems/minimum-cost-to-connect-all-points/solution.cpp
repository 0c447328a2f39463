class Solution {
public:
    int minCostConnectPoints(vector<vector<int>>& points) {
        int n = points.size(), total = 0;
        vector<int> distance(n, INT_MAX);
        vector<bool> inTree(n, false);
        distance[0] = 0;
        for (int added = 0; added < n; added++) {
            int next = -1;
            for (int i = 0; i < n; i++) {
                if (!inTree[i] && (next == -1 || distance[i] < distance[next])) next = i;
            }
            inTree[next] = true;
            total += distance[next];
            for (int i = 0; i < n; i++) {
                int d = abs(points[i][0] - points[next][0]) + abs(points[i][1] - points[next][1]);
                if (!inTree[i] && d < distance[i]) distance[i] = d;
            }
        }
        return total;
    }
};
