var memo map[int]int
var inf int

func init() {
	inf = 1 << 30
}

func coinChange(coins []int, amount int) int {
	memo = make(map[int]int)
	res := solve(coins, amount)
	if res >= inf {
		return -1
	}
	return res
}

func solve(coins []int, rem int) int {
	if rem == 0 {
		return 0
	}
	if rem < 0 {
		return inf
	}
	if v, ok := memo[rem]; ok {
		return v
	}
	best := inf
	for _, c := range coins {
		if r := solve(coins, rem-c) + 1; r < best {
			best = r
		}
	}
	memo[rem] = best
	return best
}
