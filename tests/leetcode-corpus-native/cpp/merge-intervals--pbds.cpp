#include <bits/stdc++.h>
#include <ext/pb_ds/assoc_container.hpp>
using namespace std;
using namespace __gnu_pbds;

class Solution {
public:
    auto merge(vector<vector<int>>& intervals) -> vector<vector<int>> {
        sort(begin(intervals), end(intervals));
        vector<vector<int>> out;
        for (const auto& iv : intervals) {
            if (out.empty() || out.back()[1] < iv[0]) out.push_back(iv);
            else out.back()[1] = max(out.back()[1], iv[1]);
        }
        return out;
    }
};
