#include <bits/stdc++.h>
using namespace std;
#define max(a, b) ((a) > (b) ? (a) : (b))
#define min(a, b) ((a) < (b) ? (a) : (b))
#define F first
#define S second
#define sz(x) (int)(x).size()
#define rep(i, a, b) for (int i = a; i < (b); ++i)
typedef vector<int> vi;
typedef pair<int, int> pii;

class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        vector<pii> v;
        rep(i, 0, sz(intervals)) v.push_back({intervals[i][0], intervals[i][1]});
        sort(v.begin(), v.end());
        vector<vector<int>> res;
        for (auto& p : v) {
            if (res.empty() || res.back()[1] < p.F) res.push_back({p.F, p.S});
            else res.back()[1] = max(res.back()[1], p.S);
        }
        return res;
    }
};
