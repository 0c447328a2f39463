class MyQueue {
    stack<int> incoming, outgoing;

    void shift() {
        if (outgoing.empty()) {
            while (!incoming.empty()) {
                outgoing.push(incoming.top());
                incoming.pop();
            }
        }
    }

public:
    MyQueue() {}

    void push(int x) {
        incoming.push(x);
    }

    int pop() {
        shift();
        int front = outgoing.top();
        outgoing.pop();
        return front;
    }

    int peek() {
        shift();
        return outgoing.top();
    }

    bool empty() {
        return incoming.empty() && outgoing.empty();
    }
};
