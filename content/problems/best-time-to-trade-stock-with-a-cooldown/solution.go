func maxProfit(prices []int) int {
	// Three states at the end of each day: holding a share, just sold (cooling down), or free to buy.
	holding, sold, free := math.MinInt/2, 0, 0
	for _, price := range prices {
		holding, sold, free = max(holding, free-price), holding+price, max(free, sold)
	}
	return max(sold, free)
}
