package main

import (
	"container/heap"
	"math"
)

type item struct{ node, dist int }
type pq []item

func (p pq) Len() int            { return len(p) }
func (p pq) Less(i, j int) bool  { return p[i].dist < p[j].dist }
func (p pq) Swap(i, j int)       { p[i], p[j] = p[j], p[i] }
func (p *pq) Push(x any)         { *p = append(*p, x.(item)) }
func (p *pq) Pop() any           { o := *p; x := o[len(o)-1]; *p = o[:len(o)-1]; return x }

func networkDelayTime(times [][]int, n int, k int) int {
	adj := make(map[int][][2]int)
	for _, t := range times {
		adj[t[0]] = append(adj[t[0]], [2]int{t[1], t[2]})
	}
	dist := make([]int, n+1)
	for i := range dist {
		dist[i] = math.MaxInt32
	}
	dist[k] = 0
	h := &pq{{k, 0}}
	for h.Len() > 0 {
		cur := heap.Pop(h).(item)
		if cur.dist > dist[cur.node] {
			continue
		}
		for _, e := range adj[cur.node] {
			if nd := cur.dist + e[1]; nd < dist[e[0]] {
				dist[e[0]] = nd
				heap.Push(h, item{e[0], nd})
			}
		}
	}
	ans := 0
	for i := 1; i <= n; i++ {
		if dist[i] == math.MaxInt32 {
			return -1
		}
		ans = max(ans, dist[i])
	}
	return ans
}
