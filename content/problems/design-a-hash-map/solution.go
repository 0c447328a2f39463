const bucketCount = 1009 // prime, so keys with a common stride still spread out

type MyHashMap struct {
	buckets [bucketCount][][2]int
}

func Constructor() MyHashMap {
	return MyHashMap{}
}

func (this *MyHashMap) Put(key int, value int) {
	bucket := &this.buckets[key%bucketCount]
	for i := range *bucket {
		if (*bucket)[i][0] == key {
			(*bucket)[i][1] = value
			return
		}
	}
	*bucket = append(*bucket, [2]int{key, value})
}

func (this *MyHashMap) Get(key int) int {
	for _, pair := range this.buckets[key%bucketCount] {
		if pair[0] == key {
			return pair[1]
		}
	}
	return -1
}

func (this *MyHashMap) Remove(key int) {
	bucket := &this.buckets[key%bucketCount]
	for i, pair := range *bucket {
		if pair[0] == key {
			*bucket = append((*bucket)[:i], (*bucket)[i+1:]...)
			return
		}
	}
}
