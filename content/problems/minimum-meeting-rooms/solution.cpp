class Solution {
public:
    int minMeetingRooms(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        priority_queue<int, vector<int>, greater<int>> ends;
        for (auto& interval : intervals) {
            if (!ends.empty() && ends.top() <= interval[0]) ends.pop();
            ends.push(interval[1]);
        }
        return ends.size();
    }
};
