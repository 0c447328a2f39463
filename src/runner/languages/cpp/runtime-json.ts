/**
 * The harness' JSON, in C++: a value type, a reader for tests.json and a writer for results. Small on
 * purpose (no library is installed in the sandbox); numbers keep their integer form so 64-bit values
 * survive. Everything lives in namespace `pp` so that it cannot collide with the solution's names.
 */
export const CPP_JSON = String.raw`
namespace pp {

struct Json {
  enum Type { Null, Bool, Int, Float, String, Array, Object } type = Null;
  bool boolean = false;
  long long integer = 0;
  double number = 0;
  std::string text;
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> fields;

  const Json& operator[](std::size_t index) const {
    if (type != Array || index >= items.size()) throw std::runtime_error("the test's input has no item " + std::to_string(index));
    return items[index];
  }
  const Json& get(const std::string& key) const {
    for (const auto& field : fields) if (field.first == key) return field.second;
    throw std::runtime_error("the test's input has no field " + key);
  }
  std::size_t size() const { return items.size(); }
  bool isNull() const { return type == Null; }
  double asDouble() const { return type == Int ? static_cast<double>(integer) : number; }
  long long asInteger() const { return type == Float ? static_cast<long long>(number) : type == Bool ? boolean : integer; }
};

class JsonReader {
 public:
  explicit JsonReader(const std::string& source) : at_(source.data()), end_(source.data() + source.size()) {}

  Json read() {
    skipSpace();
    if (at_ >= end_) fail("unexpected end");
    char c = *at_;
    if (c == '{') return readObject();
    if (c == '[') return readArray();
    if (c == '"') {
      Json value;
      value.type = Json::String;
      value.text = readString();
      return value;
    }
    if (expect("null")) return Json();
    Json value;
    value.type = Json::Bool;
    if (expect("true")) value.boolean = true;
    else if (!expect("false")) return readNumber();
    return value;
  }

 private:
  const char* at_;
  const char* end_;

  [[noreturn]] void fail(const char* why) { throw std::runtime_error(std::string("bad JSON in tests.json: ") + why); }
  void skipSpace() { while (at_ < end_ && std::isspace(static_cast<unsigned char>(*at_))) ++at_; }
  bool expect(const char* word) {
    std::size_t length = std::strlen(word);
    if (static_cast<std::size_t>(end_ - at_) < length || std::strncmp(at_, word, length) != 0) return false;
    at_ += length;
    return true;
  }

  Json readNumber() {
    const char* start = at_;
    bool isFloat = false;
    while (at_ < end_ && (std::isdigit(static_cast<unsigned char>(*at_)) || std::strchr("+-.eE", *at_))) {
      if (std::strchr(".eE", *at_)) isFloat = true;
      ++at_;
    }
    if (start == at_) fail("unexpected character");
    std::string digits(start, at_);
    Json value;
    value.number = std::strtod(digits.c_str(), nullptr);
    value.type = Json::Float;
    if (!isFloat) {
      errno = 0;
      long long whole = std::strtoll(digits.c_str(), nullptr, 10);
      if (errno == 0) {
        value.type = Json::Int;
        value.integer = whole;
      }
    }
    return value;
  }

  void appendUtf8(std::string& out, unsigned code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (code >> 18));
      out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }

  unsigned readHex4() {
    if (end_ - at_ < 4) fail("short \\u escape");
    unsigned code = static_cast<unsigned>(std::stoul(std::string(at_, at_ + 4), nullptr, 16));
    at_ += 4;
    return code;
  }

  std::string readString() {
    std::string out;
    ++at_;
    while (at_ < end_ && *at_ != '"') {
      char c = *at_++;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (at_ >= end_) fail("unfinished escape");
      char escaped = *at_++;
      switch (escaped) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': {
          unsigned code = readHex4();
          // A character outside the Basic Multilingual Plane arrives as a surrogate pair.
          if (code >= 0xD800 && code < 0xDC00 && end_ - at_ >= 6 && at_[0] == '\\' && at_[1] == 'u') {
            at_ += 2;
            unsigned low = readHex4();
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
          }
          appendUtf8(out, code);
          break;
        }
        default: out += escaped;
      }
    }
    if (at_ >= end_) fail("unfinished string");
    ++at_;
    return out;
  }

  Json readArray() {
    Json value;
    value.type = Json::Array;
    ++at_;
    skipSpace();
    if (at_ < end_ && *at_ == ']') {
      ++at_;
      return value;
    }
    for (;;) {
      value.items.push_back(read());
      skipSpace();
      if (at_ < end_ && *at_ == ',') { ++at_; continue; }
      if (at_ < end_ && *at_ == ']') { ++at_; return value; }
      fail("expected , or ]");
    }
  }

  Json readObject() {
    Json value;
    value.type = Json::Object;
    ++at_;
    skipSpace();
    if (at_ < end_ && *at_ == '}') {
      ++at_;
      return value;
    }
    for (;;) {
      skipSpace();
      if (at_ >= end_ || *at_ != '"') fail("expected a key");
      std::string key = readString();
      skipSpace();
      if (at_ >= end_ || *at_ != ':') fail("expected :");
      ++at_;
      value.fields.emplace_back(key, read());
      skipSpace();
      if (at_ < end_ && *at_ == ',') { ++at_; continue; }
      if (at_ < end_ && *at_ == '}') { ++at_; return value; }
      fail("expected , or }");
    }
  }
};

inline void writeString(std::string& out, std::string_view text) {
  out += '"';
  for (char c : text) {
    unsigned char byte = static_cast<unsigned char>(c);
    if (c == '"') out += "\\\"";
    else if (c == '\\') out += "\\\\";
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\r') out += "\\r";
    else if (byte < 0x20) {
      char escape[8];
      std::snprintf(escape, sizeof escape, "\\u%04x", byte);
      out += escape;
    } else out += c;
  }
  out += '"';
}

/** The shortest text that reads back as the same double; JSON has no infinities or NaN, so those are null. */
inline void writeDouble(std::string& out, double value) {
  if (!std::isfinite(value)) {
    out += "null";
    return;
  }
  char buffer[64];
  auto written = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, written.ptr);
}

}  // namespace pp
`;
