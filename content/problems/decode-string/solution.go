func decodeString(s string) string {
	type frame struct {
		before string
		repeat int
	}
	stack := []frame{}
	current := strings.Builder{}
	count := 0
	for _, ch := range s {
		switch {
		case ch >= '0' && ch <= '9':
			count = count*10 + int(ch-'0')
		case ch == '[':
			stack = append(stack, frame{current.String(), count})
			current.Reset()
			count = 0
		case ch == ']':
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			block := strings.Repeat(current.String(), top.repeat)
			current.Reset()
			current.WriteString(top.before + block)
		default:
			current.WriteRune(ch)
		}
	}
	return current.String()
}
