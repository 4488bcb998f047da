import { S } from './panel-styles.ts';
import type { LogEntry } from './inspector-store.ts';

const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);

/** The events actors received, newest first: when, from whom, and the state before and after. */
export function EventLog({
  entries,
  nameOf,
  onlySelected,
  onOnlySelectedChange,
}: {
  entries: readonly LogEntry[];
  nameOf: (sessionId: string | undefined) => string;
  onlySelected: boolean;
  onOnlySelectedChange: (value: boolean) => void;
}) {
  return (
    <details open>
      <summary style={S.heading}>Events</summary>
      <label style={{ display: 'block', padding: '2px 8px' }}>
        <input type="checkbox" checked={onlySelected} onChange={(event) => onOnlySelectedChange(event.target.checked)} /> Only this actor
      </label>
      <table aria-label="Event log" style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr style={{ textAlign: 'left', color: '#52606d' }}>
            <th style={{ paddingInline: 8 }}>time · source → actor</th>
            <th>event · state before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.seq} style={{ borderBlockStart: '1px solid #e4e7eb', verticalAlign: 'top' }}>
              <td style={{ paddingInline: 8, whiteSpace: 'nowrap' }}>
                {time(entry.time)}
                <br />
                <span style={{ color: '#52606d' }}>
                  {nameOf(entry.source)} → {nameOf(entry.actor)}
                </span>
              </td>
              <td style={{ overflowWrap: 'anywhere' }}>
                <strong>{entry.event.type}</strong>
                <br />
                <span style={{ color: '#0b6bcb' }}>
                  {entry.before} → {entry.after}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
