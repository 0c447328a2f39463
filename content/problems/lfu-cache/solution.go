type lfuEntry struct {
	key, value, count int
}

type LFUCache struct {
	capacity int
	entries  map[int]*list.Element // key -> its element in buckets[count]
	buckets  map[int]*list.List    // count -> entries with that use count, most recent use first
	minCount int
}

func Constructor(capacity int) LFUCache {
	return LFUCache{capacity: capacity, entries: map[int]*list.Element{}, buckets: map[int]*list.List{}}
}

func (this *LFUCache) use(element *list.Element) *list.Element {
	entry := element.Value.(*lfuEntry)
	bucket := this.buckets[entry.count]
	bucket.Remove(element)
	if bucket.Len() == 0 {
		delete(this.buckets, entry.count)
		if this.minCount == entry.count {
			this.minCount++
		}
	}
	entry.count++
	return this.push(entry)
}

func (this *LFUCache) push(entry *lfuEntry) *list.Element {
	if this.buckets[entry.count] == nil {
		this.buckets[entry.count] = list.New()
	}
	element := this.buckets[entry.count].PushFront(entry)
	this.entries[entry.key] = element
	return element
}

func (this *LFUCache) Get(key int) int {
	element, ok := this.entries[key]
	if !ok {
		return -1
	}
	return this.use(element).Value.(*lfuEntry).value
}

func (this *LFUCache) Put(key int, value int) {
	if this.capacity == 0 {
		return
	}
	if element, ok := this.entries[key]; ok {
		element.Value.(*lfuEntry).value = value
		this.use(element)
		return
	}
	if len(this.entries) == this.capacity {
		bucket := this.buckets[this.minCount]
		victim := bucket.Remove(bucket.Back()).(*lfuEntry)
		if bucket.Len() == 0 {
			delete(this.buckets, this.minCount)
		}
		delete(this.entries, victim.key)
	}
	this.push(&lfuEntry{key: key, value: value, count: 1})
	this.minCount = 1
}
