import type { AnyActorRef } from 'xstate';

const isActorRef = (value: object): value is AnyActorRef => 'sessionId' in value && 'send' in value && 'getSnapshot' in value;

function Leaf({ value }: { value: unknown }) {
  if (typeof value === 'string') return <span style={{ color: '#087443' }}>{JSON.stringify(value)}</span>;
  if (typeof value === 'function') return <span style={{ color: '#52606d' }}>ƒ {value.name || 'function'}</span>;
  if (value === undefined) return <span style={{ color: '#52606d' }}>undefined</span>;
  return <span style={{ color: '#0b6bcb' }}>{JSON.stringify(value)}</span>;
}

/**
 * A value as collapsible JSON: objects and arrays are <details> (the first two levels open),
 * actor refs are named rather than expanded, cycles are cut.
 */
export function JsonView({
  value,
  label,
  depth = 0,
  seen = new Set<object>(),
}: {
  value: unknown;
  label: string;
  depth?: number;
  seen?: Set<object>;
}) {
  const name = <span style={{ color: '#7b2e9b' }}>{label}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div>
        {name}
        <Leaf value={value} />
      </div>
    );
  }
  if (isActorRef(value)) {
    return (
      <div>
        {name}
        <span style={{ color: '#52606d' }}>ActorRef {value.id}</span>
      </div>
    );
  }
  if (seen.has(value)) {
    return (
      <div>
        {name}
        <span style={{ color: '#52606d' }}>[circular]</span>
      </div>
    );
  }
  const inner = new Set(seen).add(value);
  const entries: (readonly [string, unknown])[] =
    value instanceof Map
      ? [...(value as Map<unknown, unknown>).entries()].map(([key, item]) => [String(key), item] as const)
      : Object.entries(value);
  const summary = Array.isArray(value) ? `Array(${value.length})` : `{${entries.length} keys}`;
  return (
    <details open={depth < 2}>
      <summary>
        {name}
        <span style={{ color: '#52606d' }}>{summary}</span>
      </summary>
      <div style={{ paddingInlineStart: 14 }}>
        {entries.map(([key, item]) => (
          <JsonView key={key} value={item} label={key} depth={depth + 1} seen={inner} />
        ))}
      </div>
    </details>
  );
}
