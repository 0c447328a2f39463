class Solution {
public:
    vector<int> dailyTemperatures(vector<int>& temperatures) {
        int n = temperatures.size();
        vector<int> answer(n, 0);
        stack<int> waiting;
        for (int i = 0; i < n; i++) {
            while (!waiting.empty() && temperatures[waiting.top()] < temperatures[i]) {
                answer[waiting.top()] = i - waiting.top();
                waiting.pop();
            }
            waiting.push(i);
        }
        return answer;
    }
};
