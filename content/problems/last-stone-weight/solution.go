type maxHeap []int

func (h maxHeap) Len() int           { return len(h) }
func (h maxHeap) Less(i, j int) bool { return h[i] > h[j] }
func (h maxHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *maxHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *maxHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func lastStoneWeight(stones []int) int {
	h := maxHeap(stones)
	heap.Init(&h)
	for h.Len() > 1 {
		heaviest, second := heap.Pop(&h).(int), heap.Pop(&h).(int)
		if heaviest > second {
			heap.Push(&h, heaviest-second)
		}
	}
	if h.Len() == 0 {
		return 0
	}
	return h[0]
}
