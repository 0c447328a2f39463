class Solution {
public:
    int leastInterval(vector<char>& tasks, int n) {
        array<int, 26> count{};
        for (char task : tasks) count[task - 'A']++;
        int most = *max_element(count.begin(), count.end());
        int tied = std::count(count.begin(), count.end(), most);
        return max((int)tasks.size(), (most - 1) * (n + 1) + tied);
    }
};
