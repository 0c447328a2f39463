import (
	"strconv"
	"strings"
)

type Codec struct{}

// Encodes a list of strings to a single string.
func (codec *Codec) Encode(strs []string) string {
	var b strings.Builder
	for _, s := range strs {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte('#')
		b.WriteString(s)
	}
	return b.String()
}

// Decodes a single string to a list of strings.
func (codec *Codec) Decode(strs string) []string {
	res := []string{}
	for i := 0; i < len(strs); {
		j := strings.IndexByte(strs[i:], '#') + i
		n, _ := strconv.Atoi(strs[i:j])
		res = append(res, strs[j+1:j+1+n])
		i = j + 1 + n
	}
	return res
}
