type Node struct {
	next [26]*Node
	end  bool
}

type Trie struct {
	root *Node
}

func Constructor() Trie {
	return Trie{root: &Node{}}
}

func (t *Trie) Insert(word string) {
	cur := t.root
	for i := 0; i < len(word); i++ {
		c := word[i] - 'a'
		if cur.next[c] == nil {
			cur.next[c] = &Node{}
		}
		cur = cur.next[c]
	}
	cur.end = true
}

func (t *Trie) find(s string) *Node {
	cur := t.root
	for i := 0; i < len(s) && cur != nil; i++ {
		cur = cur.next[s[i]-'a']
	}
	return cur
}

func (t *Trie) Search(word string) bool {
	n := t.find(word)
	return n != nil && n.end
}

func (t *Trie) StartsWith(prefix string) bool {
	return t.find(prefix) != nil
}
