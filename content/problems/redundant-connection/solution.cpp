class Solution {
public:
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        vector<int> parent(edges.size() + 1);
        iota(parent.begin(), parent.end(), 0);
        function<int(int)> find = [&](int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); };
        for (auto& edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            if (a == b) return edge;
            parent[a] = b;
        }
        return {};
    }
};
