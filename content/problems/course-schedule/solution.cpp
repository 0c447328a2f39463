class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
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
        int taken = 0;
        while (!ready.empty()) {
            int course = ready.front();
            ready.pop();
            taken++;
            for (int after : next[course]) {
                if (--incoming[after] == 0) ready.push(after);
            }
        }
        return taken == numCourses;
    }
};
