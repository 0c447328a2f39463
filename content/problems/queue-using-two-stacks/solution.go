type MyQueue struct {
	inbox, outbox []int // the oldest element is on top of outbox
}

func Constructor() MyQueue {
	return MyQueue{}
}

func (this *MyQueue) Push(x int) {
	this.inbox = append(this.inbox, x)
}

func (this *MyQueue) refill() {
	if len(this.outbox) > 0 {
		return
	}
	for len(this.inbox) > 0 {
		n := len(this.inbox)
		this.outbox = append(this.outbox, this.inbox[n-1])
		this.inbox = this.inbox[:n-1]
	}
}

func (this *MyQueue) Pop() int {
	this.refill()
	n := len(this.outbox)
	x := this.outbox[n-1]
	this.outbox = this.outbox[:n-1]
	return x
}

func (this *MyQueue) Peek() int {
	this.refill()
	return this.outbox[len(this.outbox)-1]
}

func (this *MyQueue) Empty() bool {
	return len(this.inbox) == 0 && len(this.outbox) == 0
}
