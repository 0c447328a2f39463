// A doubly linked list between two sentinels, least recently used first, and a map from key to node.
type Node struct {
	key, value int
	prev, next *Node
}

type LRUCache struct {
	capacity   int
	nodes      map[int]*Node
	head, tail *Node
}

func Constructor(capacity int) LRUCache {
	head, tail := &Node{}, &Node{}
	head.next, tail.prev = tail, head
	return LRUCache{capacity: capacity, nodes: map[int]*Node{}, head: head, tail: tail}
}

func (this *LRUCache) unlink(node *Node) {
	node.prev.next = node.next
	node.next.prev = node.prev
}

func (this *LRUCache) append(node *Node) {
	node.prev, node.next = this.tail.prev, this.tail
	this.tail.prev.next = node
	this.tail.prev = node
}

func (this *LRUCache) Get(key int) int {
	node, ok := this.nodes[key]
	if !ok {
		return -1
	}
	this.unlink(node)
	this.append(node)
	return node.value
}

func (this *LRUCache) Put(key int, value int) {
	if node, ok := this.nodes[key]; ok {
		node.value = value
		this.unlink(node)
		this.append(node)
		return
	}
	if len(this.nodes) == this.capacity {
		oldest := this.head.next
		this.unlink(oldest)
		delete(this.nodes, oldest.key)
	}
	node := &Node{key: key, value: value}
	this.nodes[key] = node
	this.append(node)
}

/**
 * Your LRUCache object will be instantiated and called as such:
 * obj := Constructor(capacity);
 * param_1 := obj.Get(key);
 * obj.Put(key,value);
 */
