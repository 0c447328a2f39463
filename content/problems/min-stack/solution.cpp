class MinStack {
    vector<pair<int, int>> items;

public:
    MinStack() {}

    void push(int val) {
        items.emplace_back(val, items.empty() ? val : min(val, items.back().second));
    }

    void pop() { items.pop_back(); }

    int top() { return items.back().first; }

    int getMin() { return items.back().second; }
};
