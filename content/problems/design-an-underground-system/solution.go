type journey struct {
	station string
	time    int
}

type UndergroundSystem struct {
	open   map[int]journey
	totals map[[2]string][2]int // (start, end) -> total time, journeys
}

func Constructor() UndergroundSystem {
	return UndergroundSystem{open: map[int]journey{}, totals: map[[2]string][2]int{}}
}

func (this *UndergroundSystem) CheckIn(id int, stationName string, t int) {
	this.open[id] = journey{stationName, t}
}

func (this *UndergroundSystem) CheckOut(id int, stationName string, t int) {
	start := this.open[id]
	delete(this.open, id)
	key := [2]string{start.station, stationName}
	total := this.totals[key]
	this.totals[key] = [2]int{total[0] + t - start.time, total[1] + 1}
}

func (this *UndergroundSystem) GetAverageTime(startStation string, endStation string) float64 {
	total := this.totals[[2]string{startStation, endStation}]
	return float64(total[0]) / float64(total[1])
}
