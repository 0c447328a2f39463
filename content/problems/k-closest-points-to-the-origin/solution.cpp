class Solution {
public:
    vector<vector<int>> kClosest(vector<vector<int>>& points, int k) {
        auto distance = [](const vector<int>& p) { return (long long)p[0] * p[0] + (long long)p[1] * p[1]; };
        nth_element(points.begin(), points.begin() + k - 1, points.end(),
                    [&](const vector<int>& a, const vector<int>& b) { return distance(a) < distance(b); });
        return vector<vector<int>>(points.begin(), points.begin() + k);
    }
};
