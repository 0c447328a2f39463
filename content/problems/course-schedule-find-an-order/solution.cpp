class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> next(numCourses);
        vector<int> incoming(numCourses, 0);
        for (auto& p : prerequisites) {
            next[p[1]].push_back(p[0]);
            incoming[p[0]]++;
        }
        queue<int> ready;
        for (int i = 0; i < numCourses; i++) {
            if (incoming[i] == 0) ready.push(i);
        }
        vector<int> order;
        while (!ready.empty()) {
            int course = ready.front();
            ready.pop();
            order.push_back(course);
            for (int after : next[course]) {
                if (--incoming[after] == 0) ready.push(after);
            }
        }
        if ((int)order.size() != numCourses) return {};
        return order;
    }
};
