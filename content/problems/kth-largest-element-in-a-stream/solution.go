type minHeap []int

func (h minHeap) Len() int           { return len(h) }
func (h minHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h minHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *minHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// A min-heap of the k largest values seen so far: its top is the k-th largest.
type KthLargest struct {
	k    int
	heap *minHeap
}

func Constructor(k int, nums []int) KthLargest {
	this := KthLargest{k: k, heap: &minHeap{}}
	for _, num := range nums {
		this.Add(num)
	}
	return this
}

func (this *KthLargest) Add(val int) int {
	if this.heap.Len() < this.k {
		heap.Push(this.heap, val)
	} else if val > (*this.heap)[0] {
		(*this.heap)[0] = val
		heap.Fix(this.heap, 0)
	}
	return (*this.heap)[0]
}
