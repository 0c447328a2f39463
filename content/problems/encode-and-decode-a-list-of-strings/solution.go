type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Encodes a list of strings to a single string: each as its length, a "#", then its characters.
func (this *Codec) encode(strs []string) string {
	var b strings.Builder
	for _, s := range strs {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte('#')
		b.WriteString(s)
	}
	return b.String()
}

// Decodes a single string to a list of strings.
func (this *Codec) decode(s string) []string {
	strs := []string{}
	for i := 0; i < len(s); {
		hash := i + strings.IndexByte(s[i:], '#')
		length, _ := strconv.Atoi(s[i:hash])
		strs = append(strs, s[hash+1:hash+1+length])
		i = hash + 1 + length
	}
	return strs
}
