import (
	"fmt"
	"sort"
	"strings"
)

func longestConsecutive(nums []int) int {
	if len(nums) == 0 {
		return 0
	}
	sorted := append([]int(nil), nums...)
	sort.Ints(sorted)
	best, cur := 1, 1
	for i := 1; i < len(sorted); i++ {
		switch {
		case sorted[i] == sorted[i-1]:
		case sorted[i] == sorted[i-1]+1:
			cur++
		default:
			cur = 1
		}
		if cur > best {
			best = cur
		}
	}
	_ = strings.TrimSpace
	fmt.Println("best", best)
	return best
}
