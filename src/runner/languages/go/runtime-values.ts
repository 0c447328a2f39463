/**
 * How main.go turns a test's JSON into the arguments a Go solution declares, and its results back into
 * JSON, with reflect: whatever types the solution's function has ([]int, [][]byte for a char grid, float64…),
 * each argument is built as that type. Node types register their own builders in `ppKinds`
 * (runtime-nodes.ts), only when the problem uses them.
 */
export const GO_RUNTIME_VALUES = `
// How a value type of the problem's signature is built from JSON and written back, when not as plain data.
type ppKind struct {
	build     func(raw any, t ppReflect.Type) (ppReflect.Value, error)
	serialise func(v ppReflect.Value) (any, error)
}

var ppKinds = map[string]ppKind{}

// Finds the node a TreeNodeRef argument names in the call's tree (set by the tree support).
var ppFindNode func(tree ppReflect.Value, raw any) (ppReflect.Value, error)

func ppConvertArgs(name string, fn ppReflect.Type, kinds []string, rawArgs any) ([]ppReflect.Value, error) {
	raws, ok := rawArgs.([]any)
	if !ok || len(raws) != len(kinds) {
		return nil, ppFmt.Errorf("the test does not give %s its %d arguments", name, len(kinds))
	}
	if fn.NumIn() != len(kinds) || fn.IsVariadic() {
		return nil, ppFmt.Errorf("%s takes %d parameters, but the problem passes %d", name, fn.NumIn(), len(kinds))
	}
	args := make([]ppReflect.Value, len(kinds))
	var tree ppReflect.Value
	for i, kind := range kinds {
		if kind == "TreeNodeRef" {
			continue
		}
		arg, err := ppToArgument(raws[i], kind, fn.In(i))
		if err != nil {
			return nil, ppFmt.Errorf("%s's parameter %d: %v", name, i+1, err)
		}
		if kind == "TreeNode" && !tree.IsValid() {
			tree = arg
		}
		args[i] = arg
	}
	for i, kind := range kinds {
		if kind == "TreeNodeRef" {
			node, err := ppFindNode(tree, raws[i])
			if err != nil {
				return nil, err
			}
			args[i] = node
		}
	}
	return args, nil
}

func ppToArgument(raw any, kind string, t ppReflect.Type) (ppReflect.Value, error) {
	if k, ok := ppKinds[kind]; ok && k.build != nil {
		arg, err := k.build(raw, t)
		if err == nil && !arg.Type().AssignableTo(t) {
			return arg, ppFmt.Errorf("it should be a %v, not a %v", arg.Type(), t)
		}
		return arg, err
	}
	return ppDecode(raw, t)
}

// Builds a JSON value as Go type t: numbers as any integer or float type, a one-letter string as a byte or
// a rune (a char grid's cells), arrays as slices of any depth.
func ppDecode(raw any, t ppReflect.Type) (ppReflect.Value, error) {
	v := ppReflect.New(t).Elem()
	switch t.Kind() {
	case ppReflect.Int, ppReflect.Int8, ppReflect.Int16, ppReflect.Int32, ppReflect.Int64:
		n, err := ppNumber(raw, t)
		if err != nil {
			return v, err
		}
		v.SetInt(n)
	case ppReflect.Uint, ppReflect.Uint8, ppReflect.Uint16, ppReflect.Uint32, ppReflect.Uint64:
		n, err := ppNumber(raw, t)
		if err != nil {
			return v, err
		}
		v.SetUint(uint64(n))
	case ppReflect.Float32, ppReflect.Float64:
		number, ok := raw.(ppJSON.Number)
		if !ok {
			return v, ppFmt.Errorf("expected a number for a %v, got %v", t, raw)
		}
		f, err := number.Float64()
		if err != nil {
			return v, err
		}
		v.SetFloat(f)
	case ppReflect.Bool:
		b, ok := raw.(bool)
		if !ok {
			return v, ppFmt.Errorf("expected true or false for a %v, got %v", t, raw)
		}
		v.SetBool(b)
	case ppReflect.String:
		s, ok := raw.(string)
		if !ok {
			return v, ppFmt.Errorf("expected a string for a %v, got %v", t, raw)
		}
		v.SetString(s)
	case ppReflect.Slice:
		return ppDecodeSlice(raw, t)
	case ppReflect.Interface:
		if raw != nil {
			v.Set(ppReflect.ValueOf(raw))
		}
	default:
		return v, ppFmt.Errorf("a %v cannot be built from the test's JSON", t)
	}
	return v, nil
}

func ppDecodeSlice(raw any, t ppReflect.Type) (ppReflect.Value, error) {
	items, ok := raw.([]any)
	if !ok {
		return ppReflect.Zero(t), ppFmt.Errorf("expected a list for a %v, got %v", t, raw)
	}
	slice := ppReflect.MakeSlice(t, len(items), len(items))
	for i, item := range items {
		element, err := ppDecode(item, t.Elem())
		if err != nil {
			return slice, err
		}
		slice.Index(i).Set(element)
	}
	return slice, nil
}

func ppNumber(raw any, t ppReflect.Type) (int64, error) {
	switch value := raw.(type) {
	case ppJSON.Number:
		return value.Int64()
	case string:
		// A char grid's cell ("1") as a byte or a rune.
		if runes := []rune(value); len(runes) == 1 {
			return int64(runes[0]), nil
		}
	}
	return 0, ppFmt.Errorf("expected a whole number for a %v, got %v", t, raw)
}

func ppFromResult(v ppReflect.Value, kind string) (any, error) {
	if k, ok := ppKinds[kind]; ok && k.serialise != nil {
		return k.serialise(v)
	}
	return ppEncode(v, kind == "char[][]")
}

// A Go value as JSON data: a nil slice as an empty list; bytes and runes as one-letter strings in a char grid.
func ppEncode(v ppReflect.Value, chars bool) (any, error) {
	switch v.Kind() {
	case ppReflect.Invalid:
		return nil, nil
	case ppReflect.Int32:
		if chars {
			return string(rune(v.Int())), nil
		}
		return v.Int(), nil
	case ppReflect.Int, ppReflect.Int8, ppReflect.Int16, ppReflect.Int64:
		return v.Int(), nil
	case ppReflect.Uint8:
		if chars {
			return string([]byte{byte(v.Uint())}), nil
		}
		return v.Uint(), nil
	case ppReflect.Uint, ppReflect.Uint16, ppReflect.Uint32, ppReflect.Uint64:
		return v.Uint(), nil
	case ppReflect.Float32, ppReflect.Float64:
		if f := v.Float(); ppMath.IsNaN(f) || ppMath.IsInf(f, 0) {
			return nil, ppFmt.Errorf("the result %v is not a number JSON can hold", f)
		}
		return v.Float(), nil
	case ppReflect.Bool:
		return v.Bool(), nil
	case ppReflect.String:
		return v.String(), nil
	case ppReflect.Slice, ppReflect.Array:
		items := make([]any, v.Len())
		for i := range items {
			item, err := ppEncode(v.Index(i), chars)
			if err != nil {
				return nil, err
			}
			items[i] = item
		}
		return items, nil
	case ppReflect.Interface, ppReflect.Pointer:
		if v.IsNil() {
			return nil, nil
		}
		return ppEncode(v.Elem(), chars)
	}
	return nil, ppFmt.Errorf("a %v cannot be reported as a result", v.Type())
}
`;
