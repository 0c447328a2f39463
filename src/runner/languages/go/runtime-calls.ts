/**
 * The three ways main.go calls a solution, each given the solution's functions by write-entry.ts: a
 * function, a design class (LeetCode's Go `Constructor` and its capitalised methods) and a codec.
 */
export const GO_RUNTIME_CALLS = `
type ppFunction struct {
	name    string
	fn      ppReflect.Value
	params  []string
	returns string
}

func (p ppFunction) run(test any) (any, error) {
	args, err := ppConvertArgs(p.name, p.fn.Type(), p.params, test)
	if err != nil {
		return nil, err
	}
	out := ppCall(p.fn, args)
	// A void function changes its first argument in place: that argument is its result.
	if p.returns == "void" {
		return ppFromResult(args[0], p.params[0])
	}
	if len(out) == 0 {
		return nil, ppFmt.Errorf("%s returns nothing", p.name)
	}
	return ppFromResult(out[0], p.returns)
}

type ppMethod struct {
	name    string
	params  []string
	returns string
}

// A design class: LeetCode's Go form, "func Constructor(...) T" and "func (this *T) Method(...)".
type ppClass struct {
	className string
	ctor      ppReflect.Value
	params    []string
	methods   map[string]ppMethod
}

func (p ppClass) run(test any) (any, error) {
	input, _ := test.(map[string]any)
	calls, _ := input["calls"].([]any)
	args, _ := input["args"].([]any)
	if len(calls) == 0 || len(args) != len(calls) {
		return nil, ppFmt.Errorf("the test's calls and arguments do not match")
	}
	ctorArgs, err := ppConvertArgs("Constructor", p.ctor.Type(), p.params, args[0])
	if err != nil {
		return nil, err
	}
	created := ppCall(p.ctor, ctorArgs)
	if len(created) == 0 {
		return nil, ppFmt.Errorf("Constructor returns nothing: it should return a %s", p.className)
	}
	object := created[0]
	if object.Kind() != ppReflect.Pointer {
		// Methods have pointer receivers (func (this *T)): call them on an addressable copy.
		pointer := ppReflect.New(object.Type())
		pointer.Elem().Set(object)
		object = pointer
	}
	results := []any{nil}
	for i := 1; i < len(calls); i++ {
		name, _ := calls[i].(string)
		result, err := p.call(object, name, args[i])
		if err != nil {
			return nil, err
		}
		results = append(results, result)
	}
	return results, nil
}

func (p ppClass) call(object ppReflect.Value, name string, rawArgs any) (any, error) {
	m, ok := p.methods[name]
	if !ok {
		return nil, ppFmt.Errorf("the test calls an unknown method %s", name)
	}
	method := object.MethodByName(m.name)
	if !method.IsValid() {
		return nil, ppFmt.Errorf("%s has no method %s (LeetCode's Go form: func (this *%s) %s(...))", p.className, m.name, p.className, m.name)
	}
	args, err := ppConvertArgs(m.name, method.Type(), m.params, rawArgs)
	if err != nil {
		return nil, err
	}
	out := ppCall(method, args)
	if m.returns == "void" || len(out) == 0 {
		return nil, nil
	}
	return ppFromResult(out[0], m.returns)
}

// A codec: one instance encodes the value to a string, a second one decodes it, and the result must be
// the value again.
type ppCodec struct {
	kind   string
	encode string
	decode string
	create func() (encode, decode ppReflect.Value)
}

func (p ppCodec) run(test any) (any, error) {
	encode, decode := p.create()
	args, err := ppConvertArgs(p.encode, encode.Type(), []string{p.kind}, test)
	if err != nil {
		return nil, err
	}
	out := ppCall(encode, args)
	if len(out) == 0 || out[0].Kind() != ppReflect.String {
		return nil, ppFmt.Errorf("%s must return a string", p.encode)
	}
	decodeArgs, err := ppConvertArgs(p.decode, decode.Type(), []string{"string"}, []any{out[0].String()})
	if err != nil {
		return nil, err
	}
	decoded := ppCall(decode, decodeArgs)
	if len(decoded) == 0 {
		return nil, ppFmt.Errorf("%s returns nothing", p.decode)
	}
	return ppFromResult(decoded[0], p.kind)
}
`;
