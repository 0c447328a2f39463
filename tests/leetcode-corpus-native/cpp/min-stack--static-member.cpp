class MinStack {
    static constexpr int CAP = 30005;
    int vals[CAP], mins[CAP];
    int n = 0;

public:
    MinStack() {}
    void push(int val) {
        vals[n] = val;
        mins[n] = n ? std::min(mins[n - 1], val) : val;
        ++n;
    }
    void pop() { --n; }
    int top() { return vals[n - 1]; }
    int getMin() { return mins[n - 1]; }
};
