class Solution {
    public List<String> fullJustify(String[] words, int maxWidth) {
        List<String> lines = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            int j = i, width = 0;
            while (j < words.length && width + words[j].length() + (j - i) <= maxWidth) width += words[j++].length();
            StringBuilder line = new StringBuilder(words[i]);
            int gaps = j - i - 1;
            if (j == words.length || gaps == 0) {
                for (int k = i + 1; k < j; k++) line.append(' ').append(words[k]);
                while (line.length() < maxWidth) line.append(' ');
            } else {
                int spaces = maxWidth - width;
                for (int k = i + 1; k < j; k++) {
                    int gap = spaces / gaps + (k - i <= spaces % gaps ? 1 : 0);
                    line.append(" ".repeat(gap)).append(words[k]);
                }
            }
            lines.add(line.toString());
            i = j;
        }
        return lines;
    }
}
