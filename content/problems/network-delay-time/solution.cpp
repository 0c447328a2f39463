class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<vector<pair<int, int>>> edges(n + 1);
        for (auto& t : times) edges[t[0]].push_back({t[1], t[2]});
        vector<int> distance(n + 1, INT_MAX);
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;
        distance[k] = 0;
        heap.push({0, k});
        while (!heap.empty()) {
            auto [d, node] = heap.top();
            heap.pop();
            if (d > distance[node]) continue;
            for (auto [next, weight] : edges[node]) {
                if (d + weight < distance[next]) {
                    distance[next] = d + weight;
                    heap.push({distance[next], next});
                }
            }
        }
        int longest = *max_element(distance.begin() + 1, distance.end());
        return longest == INT_MAX ? -1 : longest;
    }
};
