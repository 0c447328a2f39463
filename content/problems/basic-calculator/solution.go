func calculate(s string) int {
	stack := [][2]int{} // the total and the sign before each open bracket
	total, sign := 0, 1
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch >= '0' && ch <= '9':
			value := 0
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				value = value*10 + int(s[i]-'0')
				i++
			}
			i--
			total += sign * value
		case ch == '+':
			sign = 1
		case ch == '-':
			sign = -1
		case ch == '(':
			stack = append(stack, [2]int{total, sign})
			total, sign = 0, 1
		case ch == ')':
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			total = top[0] + top[1]*total
		}
	}
	return total
}
