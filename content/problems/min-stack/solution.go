type MinStack struct {
	entries [][2]int // each value with the minimum at or below it
}

func Constructor() MinStack {
	return MinStack{}
}

func (this *MinStack) Push(val int) {
	below := val
	if n := len(this.entries); n > 0 {
		below = this.entries[n-1][1]
	}
	this.entries = append(this.entries, [2]int{val, min(val, below)})
}

func (this *MinStack) Pop() {
	this.entries = this.entries[:len(this.entries)-1]
}

func (this *MinStack) Top() int {
	return this.entries[len(this.entries)-1][0]
}

func (this *MinStack) GetMin() int {
	return this.entries[len(this.entries)-1][1]
}
