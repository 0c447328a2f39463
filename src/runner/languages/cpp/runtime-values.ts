/**
 * The harness' value conversions, in C++: a test's JSON to whatever C++ type the solution's parameter
 * has (deduced from the member function, so `vector<int>&`, `const vector<int>&`, `long long`, `char` and
 * `string_view` all work), and any returned value back to JSON. The signature's value type ("kind") says
 * what the C++ type cannot: a ListNode* with a cycle position, a TreeNode* named by value, a boolean.
 */
export const CPP_VALUES = String.raw`
namespace pp {

template <class T> struct IsVector : std::false_type {};
template <class T, class A> struct IsVector<std::vector<T, A>> : std::true_type {};

/** The types a test's value converts to: what a parameter may be declared as, once decayed. */
template <class T> struct IsReadable {
  static constexpr bool value = std::is_arithmetic_v<T> || std::is_same_v<T, std::string> ||
                                std::is_same_v<T, std::string_view> || (std::is_pointer_v<T> && std::is_class_v<std::remove_pointer_t<T>>);
};
template <class T, class A> struct IsReadable<std::vector<T, A>> : IsReadable<T> {};

/** The kind of a list's items: "int[][]" holds "int[]", "ListNode[]" holds "ListNode". */
inline std::string_view itemKind(std::string_view kind) {
  return kind.size() > 2 && kind.substr(kind.size() - 2) == "[]" ? kind.substr(0, kind.size() - 2) : kind;
}

template <class T> T readValue(const Json& value, std::string_view kind) {
  if constexpr (std::is_same_v<T, bool>) {
    return value.type == Json::Bool ? value.boolean : value.asInteger() != 0;
  } else if constexpr (std::is_same_v<T, char>) {
    // A char[][] cell travels as a one-character string.
    if (value.type == Json::String) return value.text.empty() ? '\0' : value.text[0];
    return static_cast<char>(value.asInteger());
  } else if constexpr (std::is_integral_v<T>) {
    return static_cast<T>(value.asInteger());
  } else if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(value.asDouble());
  } else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::string_view>) {
    if (value.type != Json::String) throw std::runtime_error("the test passes a non-string where the code takes a string");
    return T(value.text);
  } else if constexpr (IsVector<T>::value) {
    T items;
    items.reserve(value.size());
    for (const Json& item : value.items) items.push_back(readValue<typename T::value_type>(item, itemKind(kind)));
    return items;
  } else if constexpr (std::is_pointer_v<T>) {
    return readNode<std::remove_pointer_t<T>>(value, kind);
  } else {
    static_assert(IsReadable<T>::value, "the harness cannot pass a test's value as this parameter type");
  }
}

template <class T> struct IsPair : std::false_type {};
template <class A, class B> struct IsPair<std::pair<A, B>> : std::true_type {};
template <class T> constexpr bool isRange = requires(const T& t) { t.begin(); t.end(); };

template <class T> void writeValue(std::string& out, const T& value, std::string_view kind) {
  if constexpr (std::is_same_v<T, bool>) {
    out += value ? "true" : "false";
  } else if constexpr (std::is_same_v<T, char>) {
    writeString(out, std::string(1, value));
  } else if constexpr (std::is_integral_v<T>) {
    if (kind == "boolean") out += value ? "true" : "false";
    else out += std::to_string(value);
  } else if constexpr (std::is_floating_point_v<T>) {
    writeDouble(out, static_cast<double>(value));
  } else if constexpr (std::is_convertible_v<const T&, std::string_view>) {
    writeString(out, std::string_view(value));
  } else if constexpr (std::is_pointer_v<T> && std::is_class_v<std::remove_pointer_t<T>>) {
    writeNode(out, value, kind);
  } else if constexpr (IsPair<T>::value) {
    out += '[';
    writeValue(out, value.first, itemKind(kind));
    out += ',';
    writeValue(out, value.second, itemKind(kind));
    out += ']';
  } else if constexpr (isRange<T>) {
    using Item = std::decay_t<decltype(*value.begin())>;
    out += '[';
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
      if (!first) out += ',';
      first = false;
      // vector<bool> hands out proxies: read each as its value type.
      if constexpr (IsVector<T>::value) writeValue<typename T::value_type>(out, *it, itemKind(kind));
      else writeValue<Item>(out, *it, itemKind(kind));
    }
    out += ']';
  } else {
    static_assert(std::is_same_v<T, bool>, "the harness cannot write this return type as JSON");
  }
}

/** Values made for a constructor's arguments, kept until its test is over. */
inline std::vector<std::shared_ptr<void>> kept;

/**
 * An argument converted by the parameter it is passed to: to a constructor (whose address cannot be taken,
 * so its parameter types cannot be deduced), or to a method the code overloads (a helper of the same name
 * with other parameters). Only to types a test's value can become, so that a class's copy constructor is
 * never a candidate. The first one remembers how to write its value, for an in-place method's result.
 */
struct Argument {
  const Json& value;
  std::string_view kind;
  std::function<void(std::string&)>* writeFirst = nullptr;
  template <class T, class = std::enable_if_t<IsReadable<std::remove_cv_t<T>>::value>>
  operator T&() const {
    auto made = std::make_shared<std::remove_cv_t<T>>(readValue<std::remove_cv_t<T>>(value, kind));
    kept.push_back(made);
    if (writeFirst) *writeFirst = [made, kind = kind](std::string& out) { writeValue(out, *made, kind); };
    return *made;
  }
};

}  // namespace pp
`;
