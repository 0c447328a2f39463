func maxProfit(prices []int) int {
	cheapest, best := math.MaxInt, 0
	for _, price := range prices {
		if price < cheapest {
			cheapest = price
		} else if price-cheapest > best {
			best = price - cheapest
		}
	}
	return best
}
