func kClosest(points [][]int, k int) [][]int {
	distance := func(p []int) int { return p[0]*p[0] + p[1]*p[1] }
	sort.Slice(points, func(i, j int) bool { return distance(points[i]) < distance(points[j]) })
	return points[:k]
}
