func evalRPN(tokens []string) int {
	stack := []int{}
	for _, token := range tokens {
		switch token {
		case "+", "-", "*", "/":
			left, right := stack[len(stack)-2], stack[len(stack)-1]
			stack = stack[:len(stack)-2]
			var value int
			switch token {
			case "+":
				value = left + right
			case "-":
				value = left - right
			case "*":
				value = left * right
			default:
				value = left / right // Go's division truncates toward zero, as the problem asks
			}
			stack = append(stack, value)
		default:
			n, _ := strconv.Atoi(token)
			stack = append(stack, n)
		}
	}
	return stack[0]
}
