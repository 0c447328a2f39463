type trieNode struct {
	children [26]*trieNode
	end      bool
}

type WordDictionary struct {
	root *trieNode
}

func Constructor() WordDictionary {
	return WordDictionary{root: &trieNode{}}
}

func (this *WordDictionary) AddWord(word string) {
	node := this.root
	for i := 0; i < len(word); i++ {
		c := word[i] - 'a'
		if node.children[c] == nil {
			node.children[c] = &trieNode{}
		}
		node = node.children[c]
	}
	node.end = true
}

func (this *WordDictionary) Search(word string) bool {
	var matches func(node *trieNode, i int) bool
	matches = func(node *trieNode, i int) bool {
		if node == nil {
			return false
		}
		if i == len(word) {
			return node.end
		}
		if word[i] != '.' {
			return matches(node.children[word[i]-'a'], i+1)
		}
		for _, child := range node.children {
			if matches(child, i+1) {
				return true
			}
		}
		return false
	}
	return matches(this.root, 0)
}
