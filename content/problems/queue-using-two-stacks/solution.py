class MyQueue:
    def __init__(self):
        self.inbox = []
        self.outbox = []  # the oldest element is on top

    def push(self, x):
        self.inbox.append(x)

    def pop(self):
        self._refill()
        return self.outbox.pop()

    def peek(self):
        self._refill()
        return self.outbox[-1]

    def empty(self):
        return not self.inbox and not self.outbox

    # Moving only when the outbox is empty keeps each element's transfer to a single one: amortized O(1).
    def _refill(self):
        if self.outbox:
            return
        while self.inbox:
            self.outbox.append(self.inbox.pop())
