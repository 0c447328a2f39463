#include <cstdio>
#include <stack>
using namespace std;

static int fast_io = []() {
    ios_base::sync_with_stdio(0);
    cin.tie(0);
    return 0;
}();

class MinStack {
    stack<pair<int, int>> st;

public:
    MinStack() {}
    void push(int val) { st.push({val, st.empty() ? val : min(val, st.top().second)}); }
    void pop() { st.pop(); }
    int top() { return st.top().first; }
    int getMin() { return st.top().second; }
};
