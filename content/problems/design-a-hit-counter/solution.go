type HitCounter struct {
	seconds [][2]int // one [second, hits] entry per distinct second, oldest first
	total   int
}

func Constructor() HitCounter {
	return HitCounter{}
}

func (this *HitCounter) expire(timestamp int) {
	for len(this.seconds) > 0 && this.seconds[0][0] <= timestamp-300 {
		this.total -= this.seconds[0][1]
		this.seconds = this.seconds[1:]
	}
}

func (this *HitCounter) Hit(timestamp int) {
	this.expire(timestamp)
	if n := len(this.seconds); n > 0 && this.seconds[n-1][0] == timestamp {
		this.seconds[n-1][1]++
	} else {
		this.seconds = append(this.seconds, [2]int{timestamp, 1})
	}
	this.total++
}

func (this *HitCounter) GetHits(timestamp int) int {
	this.expire(timestamp)
	return this.total
}
