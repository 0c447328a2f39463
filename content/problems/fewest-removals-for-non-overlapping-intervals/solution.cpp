class Solution {
public:
    int eraseOverlapIntervals(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end(), [](const vector<int>& a, const vector<int>& b) { return a[1] < b[1]; });
        int removed = 0;
        long long end = LLONG_MIN;
        for (auto& interval : intervals) {
            if (interval[0] >= end) end = interval[1];
            else removed++;
        }
        return removed;
    }
};
