/** The harness' JSON reader and writer, a class nested in the harness class (Java has no JSON library built in). */
export const JAVA_JSON = String.raw`
    /** A small JSON reader and writer: objects as LinkedHashMap, arrays as ArrayList, whole numbers as Long. */
    static final class Json {
        private final String text;
        private int at;

        private Json(String text) { this.text = text; }

        static Object parse(String text) {
            Json reader = new Json(text);
            Object value = reader.value();
            reader.space();
            if (reader.at != text.length()) throw new IllegalArgumentException("JSON: unexpected text at " + reader.at);
            return value;
        }

        private void space() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }

        private Object value() {
            space();
            char c = text.charAt(at);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return string();
            if (text.startsWith("true", at)) { at += 4; return Boolean.TRUE; }
            if (text.startsWith("false", at)) { at += 5; return Boolean.FALSE; }
            if (text.startsWith("null", at)) { at += 4; return null; }
            return number();
        }

        private Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            space();
            if (text.charAt(at) == '}') { at++; return map; }
            while (true) {
                space();
                String key = string();
                space();
                at++; // the colon
                map.put(key, value());
                space();
                if (text.charAt(at++) == '}') return map;
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            at++;
            space();
            if (text.charAt(at) == ']') { at++; return list; }
            while (true) {
                list.add(value());
                space();
                if (text.charAt(at++) == ']') return list;
            }
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++;
            while (true) {
                char c = text.charAt(at++);
                if (c == '"') return out.toString();
                if (c != '\\') { out.append(c); continue; }
                char e = text.charAt(at++);
                switch (e) {
                    case 'n': out.append('\n'); break;
                    case 't': out.append('\t'); break;
                    case 'r': out.append('\r'); break;
                    case 'b': out.append('\b'); break;
                    case 'f': out.append('\f'); break;
                    case 'u': out.append((char) Integer.parseInt(text.substring(at, at + 4), 16)); at += 4; break;
                    default: out.append(e);
                }
            }
        }

        private Object number() {
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
            String digits = text.substring(start, at);
            if (digits.isEmpty()) throw new IllegalArgumentException("JSON: unexpected character at " + start);
            boolean whole = true;
            for (int i = 0; i < digits.length(); i++) if (".eE".indexOf(digits.charAt(i)) >= 0) whole = false;
            if (whole) {
                try {
                    return Long.parseLong(digits);
                } catch (NumberFormatException e) {
                    // Beyond a long: read as a double below.
                }
            }
            return Double.parseDouble(digits);
        }

        /** JSON text of a value made of maps, lists, strings, numbers, booleans and null; ASCII only. */
        static String write(Object value) {
            StringBuilder out = new StringBuilder();
            write(value, out);
            return out.toString();
        }

        @SuppressWarnings("unchecked")
        private static void write(Object value, StringBuilder out) {
            if (value == null) out.append("null");
            else if (value instanceof String) quote((String) value, out);
            else if (value instanceof Double || value instanceof Float) {
                double d = ((Number) value).doubleValue();
                out.append(Double.isFinite(d) ? Double.toString(d) : "null");
            } else if (value instanceof Number || value instanceof Boolean) out.append(value);
            else if (value instanceof Map) {
                out.append('{');
                boolean first = true;
                for (Map.Entry<Object, Object> entry : ((Map<Object, Object>) value).entrySet()) {
                    if (!first) out.append(',');
                    first = false;
                    quote(String.valueOf(entry.getKey()), out);
                    out.append(':');
                    write(entry.getValue(), out);
                }
                out.append('}');
            } else if (value instanceof List) {
                out.append('[');
                boolean first = true;
                for (Object item : (List<Object>) value) {
                    if (!first) out.append(',');
                    first = false;
                    write(item, out);
                }
                out.append(']');
            } else quote(String.valueOf(value), out);
        }

        private static void quote(String s, StringBuilder out) {
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"' || c == '\\') out.append('\\').append(c);
                else if (c < 0x20 || c > 0x7e) out.append(String.format("\\u%04x", (int) c));
                else out.append(c);
            }
            out.append('"');
        }
    }
`;
