type entry struct {
	timestamp int
	value     string
}

type TimeMap struct {
	history map[string][]entry // each key's values, in the order of their (increasing) timestamps
}

func Constructor() TimeMap {
	return TimeMap{history: map[string][]entry{}}
}

func (this *TimeMap) Set(key string, value string, timestamp int) {
	this.history[key] = append(this.history[key], entry{timestamp, value})
}

func (this *TimeMap) Get(key string, timestamp int) string {
	entries := this.history[key]
	i := sort.Search(len(entries), func(i int) bool { return entries[i].timestamp > timestamp })
	if i == 0 {
		return ""
	}
	return entries[i-1].value
}
