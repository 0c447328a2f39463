class Solution {
    public String replaceWords(List<String> dictionary, String sentence) {
        Set<String> roots = new HashSet<>(dictionary);
        StringBuilder out = new StringBuilder();
        for (String word : sentence.split(" ")) {
            String replacement = word;
            for (int i = 1; i <= word.length(); i++) {
                if (roots.contains(word.substring(0, i))) {
                    replacement = word.substring(0, i);
                    break;
                }
            }
            if (out.length() > 0) out.append(' ');
            out.append(replacement);
        }
        return out.toString();
    }
}
