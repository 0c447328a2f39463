// Time:  O(n)
// Space: O(n)

class Solution {
public:
    vector<int> findRedundantConnection(vector<vector<int>>& edges) {
        UnionFind union_find(size(edges) + 1);
        for (const auto& edge : edges) {
            if (!union_find.union_set(edge[0], edge[1])) {
                return edge;
            }
        }
        return {};
    }

private:
    class UnionFind {
    public:
        UnionFind(const int n) : set_(n), rank_(n) {
            iota(set_.begin(), set_.end(), 0);
        }

        int find_set(const int x) {
            if (set_[x] != x) {
                set_[x] = find_set(set_[x]);  // Path compression.
            }
            return set_[x];
        }

        bool union_set(const int x, const int y) {
            int x_root = find_set(x), y_root = find_set(y);
            if (x_root == y_root) {
                return false;
            }
            if (rank_[x_root] < rank_[y_root]) {  // Union by rank.
                set_[x_root] = y_root;
            } else if (rank_[x_root] > rank_[y_root]) {
                set_[y_root] = x_root;
            } else {
                set_[y_root] = x_root;
                ++rank_[x_root];
            }
            return true;
        }

    private:
        vector<int> set_;
        vector<int> rank_;
    };
};
