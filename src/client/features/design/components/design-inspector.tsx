import { ArrowRight, Trash2 } from "lucide-react";
import { type Ref, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  COMPONENT_KIND_LABELS,
  COMPONENT_KINDS,
  type ComponentKind,
  MAX_COMPONENT_LABEL_LENGTH,
  MAX_CONNECTION_LABEL_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_REPLICAS,
} from "@/shared/design/diagram";
import { useFieldDraft } from "../hooks/use-field-draft";
import type { ComponentData, ComponentNode, ConnectionEdge } from "../lib/diagram-flow";

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

export type InspectorProps = {
  nodes: readonly ComponentNode[];
  selectedNodes: readonly ComponentNode[];
  selectedEdges: readonly ConnectionEdge[];
  /** The field to focus when it appears: a new component's name, a new connection's label. */
  focus: { target: "name" | "label"; id: string } | null;
  onUpdateComponent: (id: string, patch: Partial<ComponentData>, field: string) => void;
  onUpdateConnection: (id: string, label: string) => void;
  onConnect: (from: string, to: string, label: string) => string | null;
  onDeleteSelection: () => void;
};

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";
const labelClass = "block text-xs font-medium text-slate-700";

/**
 * Edits what is selected: a component's name, kind, instances and note, or a connection's label. It floats
 * over the canvas's corner on a laptop (the canvas pans the selection clear of it: useUncoveredSelection) and
 * sits below the canvas on a phone; with nothing selected it is gone.
 */
export function DesignInspector({ ref, ...props }: InspectorProps & { ref?: Ref<HTMLElement> }) {
  const { selectedNodes, selectedEdges } = props;
  const count = selectedNodes.length + selectedEdges.length;
  const [node] = selectedNodes;
  const [edge] = selectedEdges;
  if (count === 0) return null;
  return (
    <aside
      ref={ref}
      aria-label="Selection"
      className="max-h-full space-y-3 overflow-y-auto border-t border-slate-200 bg-white p-3 text-sm lg:absolute lg:top-2 lg:right-2 lg:z-10 lg:max-h-[calc(100%-1rem)] lg:w-60 lg:rounded-lg lg:border lg:shadow-lg"
    >
      {count > 1 ? (
        <MultipleSelection {...props} />
      ) : node ? (
        <ComponentFields key={node.id} node={node} {...props} />
      ) : edge ? (
        <ConnectionFields key={edge.id} edge={edge} {...props} />
      ) : null}
    </aside>
  );
}

function MultipleSelection({ selectedNodes, selectedEdges, onDeleteSelection }: InspectorProps) {
  const parts = [
    selectedNodes.length > 0 ? `${selectedNodes.length} component${selectedNodes.length === 1 ? "" : "s"}` : null,
    selectedEdges.length > 0 ? `${selectedEdges.length} connection${selectedEdges.length === 1 ? "" : "s"}` : null,
  ].filter(Boolean);
  return (
    <div className="space-y-3">
      <p className="font-medium text-slate-800">{parts.join(" and ")} selected</p>
      <p className="text-slate-600">Drag one of them to move them together.</p>
      <Button variant="secondary" size="sm" onClick={onDeleteSelection}>
        <Trash2 aria-hidden className="size-4" />
        Delete selected
      </Button>
    </div>
  );
}

function ComponentFields({
  node,
  nodes,
  focus,
  onUpdateComponent,
  onConnect,
  onDeleteSelection,
}: InspectorProps & {
  node: ComponentNode;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const name = useFieldDraft(node.data.label);
  const replicas = useFieldDraft(String(node.data.replicas));
  const nameError = name.shown.trim() === "" ? "A component needs a name." : null;
  const replicasNumber = Number(replicas.shown);
  const replicasError =
    Number.isInteger(replicasNumber) && replicasNumber >= 1 && replicasNumber <= MAX_REPLICAS
      ? null
      : `Instances must be a whole number from 1 to ${MAX_REPLICAS}.`;

  useEffect(() => {
    if (focus?.target === "name" && focus.id === node.id) nameRef.current?.select();
  }, [focus, node.id]);

  return (
    <div className="space-y-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Component</p>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Name
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          value={name.shown}
          maxLength={MAX_COMPONENT_LABEL_LENGTH}
          aria-invalid={nameError !== null}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          onChange={(event) => {
            const trimmed = event.target.value.trim();
            name.type(event.target.value, trimmed || node.data.label);
            if (trimmed) onUpdateComponent(node.id, { label: trimmed }, "label");
          }}
          onBlur={name.reset}
          className={inputClass}
        />
        {nameError ? (
          <p id={`${id}-name-error`} className="mt-1 text-xs text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-2">
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            value={node.data.kind}
            onChange={(event) => onUpdateComponent(node.id, { kind: event.target.value as ComponentKind }, "kind")}
            className={inputClass}
          >
            {COMPONENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {COMPONENT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-replicas`} className={labelClass}>
            Instances
          </label>
          <input
            id={`${id}-replicas`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_REPLICAS}
            value={replicas.shown}
            aria-invalid={replicasError !== null}
            onChange={(event) => {
              const value = Number(event.target.value);
              const isValid = Number.isInteger(value) && value >= 1 && value <= MAX_REPLICAS;
              replicas.type(event.target.value, isValid ? String(value) : String(node.data.replicas));
              if (isValid) onUpdateComponent(node.id, { replicas: value }, "replicas");
            }}
            onBlur={replicas.reset}
            className={inputClass}
          />
        </div>
      </div>
      {replicasError ? <p className="text-xs text-red-700">{replicasError}</p> : null}
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          Note
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={node.data.note ?? ""}
          placeholder="Why it is here, what it holds, how it scales"
          onChange={(event) => onUpdateComponent(node.id, { note: event.target.value }, "note")}
          className={inputClass}
        />
        <p className="mt-0.5 text-right text-xs text-slate-500">
          {(node.data.note ?? "").length}/{MAX_NOTE_LENGTH}
        </p>
      </div>
      <ConnectTo node={node} nodes={nodes} onConnect={onConnect} />
      <Button variant="secondary" size="sm" onClick={onDeleteSelection}>
        <Trash2 aria-hidden className="size-4" />
        Delete component
      </Button>
    </div>
  );
}

/** The keyboard's way to draw a connection: pick the other end and say what flows. */
function ConnectTo({
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

function ConnectionFields({
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
  inputRef?: React.Ref<HTMLInputElement>;
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
