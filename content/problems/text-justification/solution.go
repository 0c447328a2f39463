func fullJustify(words []string, maxWidth int) []string {
	lines := []string{}
	for start := 0; start < len(words); {
		end, length := start+1, len(words[start])
		for end < len(words) && length+1+len(words[end]) <= maxWidth {
			length += 1 + len(words[end])
			end++
		}
		gaps := end - start - 1
		var line strings.Builder
		if end == len(words) || gaps == 0 {
			// The last line, or a line of one word: left-justified.
			line.WriteString(strings.Join(words[start:end], " "))
			line.WriteString(strings.Repeat(" ", maxWidth-line.Len()))
		} else {
			spaces := maxWidth - (length - gaps)
			for i := 0; i < gaps; i++ {
				line.WriteString(words[start+i])
				width := spaces / gaps
				if i < spaces%gaps {
					width++
				}
				line.WriteString(strings.Repeat(" ", width))
			}
			line.WriteString(words[end-1])
		}
		lines = append(lines, line.String())
		start = end
	}
	return lines
}
