public class Codec {
    public String encode(List<String> strs) {
        StringBuilder sb = new StringBuilder();
        for (String s : strs) sb.append(s.replace("/", "//")).append(" / ");
        return sb.toString();
    }

    public List<String> decode(String s) {
        List<String> res = new ArrayList<>();
        String[] parts = s.split(" / ", -1);
        for (int i = 0; i < parts.length - 1; i++) res.add(parts[i].replace("//", "/"));
        return res;
    }
}
