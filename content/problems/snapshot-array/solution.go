type SnapshotArray struct {
	snapIDs [][]int // for each index, the snapshots at which it changed
	values  [][]int // and the values it took then
	snapID  int
}

func Constructor(length int) SnapshotArray {
	this := SnapshotArray{snapIDs: make([][]int, length), values: make([][]int, length)}
	for i := 0; i < length; i++ {
		this.snapIDs[i] = []int{0}
		this.values[i] = []int{0}
	}
	return this
}

func (this *SnapshotArray) Set(index int, val int) {
	last := len(this.snapIDs[index]) - 1
	if this.snapIDs[index][last] == this.snapID {
		this.values[index][last] = val
		return
	}
	this.snapIDs[index] = append(this.snapIDs[index], this.snapID)
	this.values[index] = append(this.values[index], val)
}

func (this *SnapshotArray) Snap() int {
	this.snapID++
	return this.snapID - 1
}

func (this *SnapshotArray) Get(index int, snapId int) int {
	ids := this.snapIDs[index]
	position := sort.Search(len(ids), func(i int) bool { return ids[i] > snapId }) - 1
	return this.values[index][position]
}
