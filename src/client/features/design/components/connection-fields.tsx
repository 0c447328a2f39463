import { ArrowRight, Trash2 } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { MAX_CONNECTION_LABEL_LENGTH } from "@/shared/design/diagram";
import type { ComponentNode, ConnectionEdge } from "../lib/diagram-flow";
import { type InspectorProps, inputClass, labelClass } from "./inspector-shared";

/** What usually flows along a connection; any text is allowed. */
const CONNECTION_LABEL_SUGGESTIONS = [
  "HTTPS",
  "gRPC",
  "reads",
  "writes",
  "events",
  "jobs",
  "cache miss",
  "replication",
];

/** The keyboard's way to draw a connection: pick the other end and say what flows. */
export function ConnectTo({
  node,
  nodes,
  onConnect,
}: {
  node: ComponentNode;
  nodes: readonly ComponentNode[];
  onConnect: InspectorProps["onConnect"];
}) {
  const id = useId();
  const others = nodes.filter((other) => other.id !== node.id);
  const [target, setTarget] = useState("");
  const [label, setLabel] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  if (others.length === 0) return null;
  const onAdd = () => {
    if (!target) return setProblem("Choose the component to connect to.");
    const refusal = onConnect(node.id, target, label);
    setProblem(refusal);
    if (!refusal) setLabel("");
  };
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-2.5">
      <legend className="px-1 text-xs font-medium text-slate-700">Connect to</legend>
      <label htmlFor={`${id}-target`} className="sr-only">
        Component to connect to
      </label>
      <select
        id={`${id}-target`}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        className={inputClass}
      >
        <option value="">Choose a component…</option>
        {others.map((other) => (
          <option key={other.id} value={other.id}>
            {other.data.label}
          </option>
        ))}
      </select>
      <ConnectionLabelInput id={`${id}-label`} value={label} onChange={setLabel} label="What flows (optional)" />
      <Button size="sm" onClick={onAdd}>
        <ArrowRight aria-hidden className="size-4" />
        Add connection
      </Button>
      {problem ? (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ConnectionFields({
  edge,
  nodes,
  focus,
  onUpdateConnection,
  onDeleteSelection,
}: InspectorProps & {
  edge: ConnectionEdge;
}) {
  const id = useId();
  const labelRef = useRef<HTMLInputElement>(null);
  const name = (nodeId: string) => nodes.find((node) => node.id === nodeId)?.data.label ?? "?";
  useEffect(() => {
    if (focus?.target === "label" && focus.id === edge.id) labelRef.current?.focus();
  }, [focus, edge.id]);
  return (
    <div className="space-y-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Connection</p>
      <p className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
        {name(edge.source)} <ArrowRight aria-label="to" className="size-4 text-slate-500" /> {name(edge.target)}
      </p>
      <ConnectionLabelInput
        inputRef={labelRef}
        id={`${id}-label`}
        label="What flows"
        value={typeof edge.label === "string" ? edge.label : ""}
        onChange={(value) => onUpdateConnection(edge.id, value)}
      />
      <Button variant="secondary" size="sm" onClick={onDeleteSelection}>
        <Trash2 aria-hidden className="size-4" />
        Delete connection
      </Button>
    </div>
  );
}

function ConnectionLabelInput({
  id,
  label,
  value,
  onChange,
  inputRef,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        list={`${id}-suggestions`}
        maxLength={MAX_CONNECTION_LABEL_LENGTH}
        placeholder="HTTPS, writes, events…"
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      <datalist id={`${id}-suggestions`}>
        {CONNECTION_LABEL_SUGGESTIONS.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </div>
  );
}
