struct PairHash {
    template <typename T1, typename T2>
    size_t operator()(const pair<T1, T2>& p) const {
        return hash<T1>()(p.first) ^ (hash<T2>()(p.second) << 1);
    }
};

class UnionFind {
    vector<int> parent;

public:
    int components;
    explicit UnionFind(int n) : parent(n), components(n) { iota(parent.begin(), parent.end(), 0); }
    int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
    void unite(int a, int b) {
        a = find(a), b = find(b);
        if (a != b) parent[a] = b, --components;
    }
};

class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        unordered_set<pair<int, int>, PairHash> seen;
        UnionFind uf(n);
        for (auto& e : edges) {
            if (seen.insert({min(e[0], e[1]), max(e[0], e[1])}).second) uf.unite(e[0], e[1]);
        }
        return uf.components;
    }
};
