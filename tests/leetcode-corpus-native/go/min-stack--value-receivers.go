type item struct {
	val, min int
}

type MinStack struct {
	items []item
}

func Constructor() MinStack {
	return MinStack{}
}

func (s *MinStack) Push(val int) {
	m := val
	if len(s.items) > 0 && s.items[len(s.items)-1].min < m {
		m = s.items[len(s.items)-1].min
	}
	s.items = append(s.items, item{val, m})
}

func (s *MinStack) Pop() {
	s.items = s.items[:len(s.items)-1]
}

func (s MinStack) Top() int {
	return s.items[len(s.items)-1].val
}

func (s MinStack) GetMin() int {
	return s.items[len(s.items)-1].min
}
