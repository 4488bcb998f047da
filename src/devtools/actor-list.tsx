import { S } from './panel-styles.ts';
import { formatValue, systemIdOf, type ActorRecord, type InspectorStore } from './inspector-store.ts';

/** An actor's name in the list: its system id, else its invoke id, else (a root) its machine's id. */
export function actorName(record: ActorRecord, hasParent: boolean): string {
  return systemIdOf(record) ?? (hasParent ? record.id : (record.machine?.id ?? record.id));
}

/** The live actors as a tree; the current one is pressed. */
export function ActorList({
  rows,
  current,
  nameOf,
  onSelect,
}: {
  rows: ReturnType<InspectorStore['liveActors']>;
  current: ActorRecord | undefined;
  nameOf: (sessionId: string | undefined) => string;
  onSelect: (sessionId: string) => void;
}) {
  return (
    <nav aria-label="Live actors" style={S.column}>
      <h2 style={{ ...S.heading, position: 'sticky', top: 0 }}>Actors</h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map(({ record, depth, parent }) => {
          const isCurrent = record.sessionId === current?.sessionId;
          const systemId = systemIdOf(record);
          return (
            <li key={record.sessionId}>
              <button
                type="button"
                aria-pressed={isCurrent}
                data-actor={actorName(record, Boolean(parent))}
                onClick={() => onSelect(record.sessionId)}
                style={{
                  ...S.button,
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  border: 'none',
                  borderRadius: 0,
                  paddingInlineStart: 8 + depth * 14,
                  background: isCurrent ? '#e3f0fd' : 'transparent',
                }}
              >
                <span style={{ fontWeight: 700 }}>{actorName(record, Boolean(parent))}</span>{' '}
                <span style={{ color: '#52606d' }}>
                  {systemId ? `system id ${systemId}` : parent ? `child of ${nameOf(parent.sessionId)}` : `root · ${record.sessionId}`}
                </span>
                <br />
                <span style={{ color: '#0b6bcb' }}>{formatValue(record.snapshot)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
