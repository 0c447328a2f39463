// Buckets of keys sharing a count, in a doubly linked list ordered by count between two sentinels.
type bucket struct {
	count      int
	keys       map[string]bool
	prev, next *bucket
}

type AllOne struct {
	head, tail *bucket
	bucketOf   map[string]*bucket
}

func Constructor() AllOne {
	head, tail := &bucket{}, &bucket{count: math.MaxInt}
	head.next, tail.prev = tail, head
	return AllOne{head: head, tail: tail, bucketOf: map[string]*bucket{}}
}

func (this *AllOne) insertAfter(b *bucket, count int) *bucket {
	created := &bucket{count: count, keys: map[string]bool{}, prev: b, next: b.next}
	b.next.prev = created
	b.next = created
	return created
}

// Removes key from b, unlinking b once it is empty (the head sentinel always stays).
func (this *AllOne) leave(b *bucket, key string) {
	if b == this.head {
		return
	}
	delete(b.keys, key)
	if len(b.keys) == 0 {
		b.prev.next = b.next
		b.next.prev = b.prev
	}
}

func (this *AllOne) Inc(key string) {
	b, ok := this.bucketOf[key]
	if !ok {
		b = this.head
	}
	target := b.next
	if target.count != b.count+1 {
		target = this.insertAfter(b, b.count+1)
	}
	target.keys[key] = true
	this.bucketOf[key] = target
	this.leave(b, key)
}

func (this *AllOne) Dec(key string) {
	b := this.bucketOf[key]
	if b.count == 1 {
		delete(this.bucketOf, key)
	} else {
		target := b.prev
		if target.count != b.count-1 {
			target = this.insertAfter(b.prev, b.count-1)
		}
		target.keys[key] = true
		this.bucketOf[key] = target
	}
	this.leave(b, key)
}

func anyKey(keys map[string]bool) string {
	for key := range keys {
		return key
	}
	return ""
}

func (this *AllOne) GetMaxKey() string {
	if this.tail.prev == this.head {
		return ""
	}
	return anyKey(this.tail.prev.keys)
}

func (this *AllOne) GetMinKey() string {
	if this.head.next == this.tail {
		return ""
	}
	return anyKey(this.head.next.keys)
}
