/**
 * The harness' calls, in C++: a member function's parameter types deduced from its pointer
 * (`&Solution::twoSum`), the test's arguments converted to them, the call timed on its own, and the result
 * (or, for a void function, its first argument after the call) handed on. Const, noexcept and static
 * methods are all accepted, as LeetCode accepts them.
 */
export const CPP_CALL = String.raw`
namespace pp {

template <class M> struct Member;
template <class R, class... A> struct Member<R (*)(A...)> {
  using Result = R;
  using Params = std::tuple<A...>;
  static constexpr bool isStatic = true;
};
template <class R, class... A> struct Member<R (*)(A...) noexcept> : Member<R (*)(A...)> {};
#define PP_MEMBER(QUALIFIERS)                                                   \
  template <class C, class R, class... A> struct Member<R (C::*)(A...) QUALIFIERS> { \
    using Result = R;                                                           \
    using Params = std::tuple<A...>;                                            \
    static constexpr bool isStatic = false;                                     \
  };
PP_MEMBER()
PP_MEMBER(const)
PP_MEMBER(noexcept)
PP_MEMBER(const noexcept)
PP_MEMBER(&)
PP_MEMBER(const&)
#undef PP_MEMBER

template <class T> struct IsComplete {
  template <class U, std::size_t = sizeof(U)> static std::true_type test(int);
  template <class U> static std::false_type test(...);
  static constexpr bool value = decltype(test<T>(0))::value;
};

/** The time the current test's calls took, in milliseconds: only the solution's own work is on the clock. */
inline double elapsedMs = 0;

/** What a void method gives: LeetCode's in-place functions are judged by their first argument after the call. */
enum class VoidResult { Null, FirstArgument };

template <class A, class S> decltype(auto) pass(S& stored) {
  if constexpr (std::is_rvalue_reference_v<A>) return std::move(stored);
  else return (stored);
}

template <class Params, class Values, std::size_t... I>
void readArguments(Values& values, const Json& args, const std::vector<std::string_view>& kinds, std::index_sequence<I...>) {
  // A TreeNodeRef names a node of the call's tree, so it is read once the tree is built.
  ((kinds[I] != "TreeNodeRef" ? void(std::get<I>(values) = readValue<std::tuple_element_t<I, Values>>(args[I], kinds[I])) : void()), ...);
  ((kinds[I] == "TreeNodeRef" ? void(std::get<I>(values) = readValue<std::tuple_element_t<I, Values>>(args[I], kinds[I])) : void()), ...);
}

template <class Object, class M, class Values, std::size_t... I>
decltype(auto) apply(Object* object, M method, Values& values, std::index_sequence<I...>) {
  using Params = typename Member<M>::Params;
  if constexpr (Member<M>::isStatic) return method(pass<std::tuple_element_t<I, Params>>(std::get<I>(values))...);
  else return (object->*method)(pass<std::tuple_element_t<I, Params>>(std::get<I>(values))...);
}

template <class Params> struct Decayed;
template <class... A> struct Decayed<std::tuple<A...>> {
  using type = std::tuple<std::remove_cv_t<std::remove_reference_t<A>>...>;
};

/**
 * Calls method on object with the test's args (a JSON list) read as kinds, and passes done the
 * result with its kind: the returned value, the first argument of an in-place function, or null.
 */
template <class Object, class M, class Done>
void call(Object* object, M method, const Json& args, std::vector<std::string_view> kinds, std::string_view returns,
          VoidResult onVoid, Done&& done) {
  using Params = typename Member<M>::Params;
  using Values = typename Decayed<Params>::type;
  constexpr std::size_t count = std::tuple_size_v<Values>;
  if (args.size() != count || kinds.size() != count)
    throw std::runtime_error("the method takes " + std::to_string(count) + " parameters, but the problem passes " + std::to_string(args.size()));
  Values values;
  readArguments<Params>(values, args, kinds, std::make_index_sequence<count>{});
  auto start = std::chrono::steady_clock::now();
  auto stop = [&] { elapsedMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count(); };
  if constexpr (std::is_void_v<typename Member<M>::Result>) {
    apply(object, method, values, std::make_index_sequence<count>{});
    stop();
    if constexpr (count > 0) {
      if (onVoid == VoidResult::FirstArgument) return done(std::get<0>(values), kinds[0]);
    }
    done(nullptr, returns);
  } else {
    decltype(auto) result = apply(object, method, values, std::make_index_sequence<count>{});
    stop();
    done(result, returns);
  }
}

/**
 * Calls a method the code overloads, by name ("invoke" passes the arguments to it, and overload resolution
 * picks the one with the problem's parameters), and appends the result as JSON.
 */
template <class Invoke>
void callOverloaded(std::string& out, const Json& args, std::vector<std::string_view> kinds, std::string_view returns,
                    VoidResult onVoid, Invoke&& invoke) {
  std::function<void(std::string&)> writeFirst;
  std::vector<Argument> arguments;
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    arguments.push_back(Argument{args[i], kinds[i], i == 0 ? &writeFirst : nullptr});
    if (kinds[i] == "TreeNode") nodes.treeSource = &args[i];
  }
  auto start = std::chrono::steady_clock::now();
  auto stop = [&] { elapsedMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count(); };
  if constexpr (std::is_void_v<decltype(invoke(arguments))>) {
    invoke(arguments);
    stop();
    if (onVoid == VoidResult::FirstArgument && writeFirst) writeFirst(out);
    else out += "null";
  } else {
    decltype(auto) result = invoke(arguments);
    stop();
    writeValue(out, result, returns);
  }
}

/** A callback of call() that appends the result as JSON. */
struct WriteTo {
  std::string& out;
  template <class T> void operator()(const T& value, std::string_view kind) const {
    if constexpr (std::is_null_pointer_v<T>) out += "null";
    else writeValue(out, value, kind);
  }
};

/** What a codec's encode returned (written as JSON), which must be a string. */
inline Json readEncoded(const std::string& text) {
  Json value = JsonReader(text).read();
  if (value.type != Json::String) throw std::runtime_error("the encoding method must return a string");
  return value;
}

/** Creates an object of a design class, timing its constructor with the calls. */
template <class C, class... Arguments> C* construct(Arguments&&... arguments) {
  auto start = std::chrono::steady_clock::now();
  C* object = new C(std::forward<Arguments>(arguments)...);
  elapsedMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return object;
}

}  // namespace pp
`;
