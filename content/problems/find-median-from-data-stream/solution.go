type intHeap []int

func (h intHeap) Len() int            { return len(h) }
func (h intHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h intHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *intHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *intHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

type MedianFinder struct {
	lower *intHeap // the smaller half, negated (a max-heap)
	upper *intHeap // the larger half
}

func Constructor() MedianFinder {
	return MedianFinder{lower: &intHeap{}, upper: &intHeap{}}
}

func (this *MedianFinder) AddNum(num int) {
	heap.Push(this.lower, -num)
	heap.Push(this.upper, -heap.Pop(this.lower).(int))
	// Keep lower the same size as upper, or one larger.
	if this.upper.Len() > this.lower.Len() {
		heap.Push(this.lower, -heap.Pop(this.upper).(int))
	}
}

func (this *MedianFinder) FindMedian() float64 {
	if this.lower.Len() > this.upper.Len() {
		return float64(-(*this.lower)[0])
	}
	return float64(-(*this.lower)[0]+(*this.upper)[0]) / 2
}
