import { Trash2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button } from "@/client/components/ui/button";
import {
  COMPONENT_KIND_LABELS,
  COMPONENT_KINDS,
  type ComponentKind,
  MAX_COMPONENT_LABEL_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_REPLICAS,
} from "@/shared/design/diagram";
import { useFieldDraft } from "../hooks/use-field-draft";
import type { ComponentNode } from "../lib/diagram-flow";
import { ConnectTo } from "./connection-fields";
import { type InspectorProps, inputClass, labelClass } from "./inspector-shared";

type FieldProps = { id: string; node: ComponentNode; onUpdateComponent: InspectorProps["onUpdateComponent"] };

/** A component's name, kind, instances and note, then the way to connect it and to delete it. */
export function ComponentFields({
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
  const fieldProps = { id, node, onUpdateComponent };
  return (
    <div className="space-y-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Component</p>
      <NameField {...fieldProps} focus={focus} />
      <KindAndReplicasFields {...fieldProps} />
      <NoteField {...fieldProps} />
      <ConnectTo node={node} nodes={nodes} onConnect={onConnect} />
      <Button variant="secondary" size="sm" onClick={onDeleteSelection}>
        <Trash2 aria-hidden className="size-4" />
        Delete component
      </Button>
    </div>
  );
}

/** While a name is cleared the field shows it empty, and the component keeps its last name. */
function NameField({ id, node, onUpdateComponent, focus }: FieldProps & { focus: InspectorProps["focus"] }) {
  const nameRef = useRef<HTMLInputElement>(null);
  const name = useFieldDraft(node.data.label);
  const nameError = name.shown.trim() === "" ? "A component needs a name." : null;
  useEffect(() => {
    if (focus?.target === "name" && focus.id === node.id) nameRef.current?.select();
  }, [focus, node.id]);
  return (
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
  );
}

function KindAndReplicasFields({ id, node, onUpdateComponent }: FieldProps) {
  const replicas = useFieldDraft(String(node.data.replicas));
  const replicasError = isReplicaCount(Number(replicas.shown))
    ? null
    : `Instances must be a whole number from 1 to ${MAX_REPLICAS}.`;
  return (
    <>
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
              const isValid = isReplicaCount(value);
              replicas.type(event.target.value, isValid ? String(value) : String(node.data.replicas));
              if (isValid) onUpdateComponent(node.id, { replicas: value }, "replicas");
            }}
            onBlur={replicas.reset}
            className={inputClass}
          />
        </div>
      </div>
      {replicasError ? <p className="text-xs text-red-700">{replicasError}</p> : null}
    </>
  );
}

function NoteField({ id, node, onUpdateComponent }: FieldProps) {
  return (
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
  );
}

function isReplicaCount(value: number) {
  return Number.isInteger(value) && value >= 1 && value <= MAX_REPLICAS;
}
