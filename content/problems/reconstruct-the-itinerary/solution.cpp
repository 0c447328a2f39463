class Solution {
public:
    vector<string> findItinerary(vector<vector<string>>& tickets) {
        unordered_map<string, priority_queue<string, vector<string>, greater<string>>> flights;
        for (auto& ticket : tickets) flights[ticket[0]].push(ticket[1]);
        vector<string> route;
        visit("JFK", flights, route);
        reverse(route.begin(), route.end());
        return route;
    }

private:
    void visit(const string& airport, unordered_map<string, priority_queue<string, vector<string>, greater<string>>>& flights, vector<string>& route) {
        auto& next = flights[airport];
        while (!next.empty()) {
            string destination = next.top();
            next.pop();
            visit(destination, flights, route);
        }
        route.push_back(airport);
    }
};
