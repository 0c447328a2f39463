type Trie struct {
	children [26]*Trie
	isWord   bool
}

func Constructor() Trie {
	return Trie{}
}

func (this *Trie) Insert(word string) {
	node := this
	for i := 0; i < len(word); i++ {
		c := word[i] - 'a'
		if node.children[c] == nil {
			node.children[c] = &Trie{}
		}
		node = node.children[c]
	}
	node.isWord = true
}

// walk follows text from this node, or returns nil when the path leaves the trie.
func (this *Trie) walk(text string) *Trie {
	node := this
	for i := 0; i < len(text) && node != nil; i++ {
		node = node.children[text[i]-'a']
	}
	return node
}

func (this *Trie) Search(word string) bool {
	node := this.walk(word)
	return node != nil && node.isWord
}

func (this *Trie) StartsWith(prefix string) bool {
	return this.walk(prefix) != nil
}
