class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        vector<int> parent(n);
        iota(parent.begin(), parent.end(), 0);
        function<int(int)> find = [&](int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); };
        int components = n;
        for (auto& edge : edges) {
            int a = find(edge[0]), b = find(edge[1]);
            if (a != b) {
                parent[a] = b;
                components--;
            }
        }
        return components;
    }
};
