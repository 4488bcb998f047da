import { useEffect, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { chartOf, ChartView, enabledTransitions } from './chart-view.tsx';
import { JsonView } from './json-view.tsx';
import { DEVTOOLS_MARKER, formatValue, systemIdOf, type ActorRecord, type InspectorStore } from './store.ts';

// The viewer is a developer tool, not product UI: English, left to right, styled inline so
// nothing of it reaches the product's stylesheet.
const S = {
  root: {
    position: 'fixed',
    insetInline: 0,
    insetBlockEnd: 0,
    zIndex: 2147483000,
    // A modal dialog turns pointer events off on the body; the viewer stays usable.
    pointerEvents: 'auto',
    display: 'flex',
    flexDirection: 'column',
    background: '#ffffff',
    color: '#1f2933',
    borderBlockStart: '1px solid #9aa5b1',
    boxShadow: '0 -2px 10px rgba(0,0,0,0.12)',
    font: '12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    textAlign: 'left',
  },
  handle: { height: 6, cursor: 'ns-resize', background: '#e4e7eb', flex: 'none' },
  bar: { display: 'flex', alignItems: 'center', gap: 12, padding: '4px 8px', background: '#f5f7fa', flex: 'none' },
  body: { display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr) 340px', minHeight: 0, flex: 1 },
  column: { overflow: 'auto', borderInlineEnd: '1px solid #e4e7eb', minHeight: 0 },
  heading: { font: 'inherit', fontWeight: 700, margin: 0, padding: '6px 8px', background: '#f5f7fa', cursor: 'default' },
  button: {
    font: 'inherit',
    padding: '2px 8px',
    border: '1px solid #9aa5b1',
    borderRadius: 4,
    background: '#ffffff',
    color: 'inherit',
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

const SHORTCUT = 'Alt+Shift+M';
const isShortcut = (event: globalThis.KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && event.code === 'KeyM';
const clampHeight = (height: number) => Math.round(Math.min(Math.max(height, 140), window.innerHeight * 0.85));
const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);

/** An actor's name in the list: its system id, else its invoke id, else (a root) its machine's id. */
export function actorName(record: ActorRecord, hasParent: boolean): string {
  return systemIdOf(record) ?? (hasParent ? record.id : (record.machine?.id ?? record.id));
}

function useStore(store: InspectorStore) {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.getVersion(),
  );
}

export function Panel({ store, initiallyOpen = true }: { store: InspectorStore; initiallyOpen?: boolean }) {
  useStore(store);
  const [open, setOpen] = useState(initiallyOpen);
  const [height, setHeight] = useState(() => clampHeight(window.innerHeight * 0.42));
  const [selected, setSelected] = useState<string | undefined>();
  const [onlySelected, setOnlySelected] = useState(true);
  const [zoom, setZoom] = useState(0.8);
  const [draft, setDraft] = useState('{ "type": "" }');
  const [draftError, setDraftError] = useState('');

  // Its own shortcut, and room below the page so the panel never hides the page's end for good.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    const body = document.body.style;
    body.paddingBlockEnd = `${open ? height : 30}px`;
    return () => {
      body.paddingBlockEnd = '';
    };
  }, [open, height]);

  const rows = store.liveActors();
  const current = (selected ? store.get(selected) : undefined) ?? rows[0]?.record;
  const names = new Map(rows.map(({ record, parent }) => [record.sessionId, actorName(record, Boolean(parent))]));
  const nameOf = (sessionId: string | undefined) =>
    sessionId ? (names.get(sessionId) ?? store.get(sessionId)?.machine?.id ?? sessionId) : 'page';
  const send = (event: AnyEventObject) => {
    const ref: AnyActorRef | undefined = current?.ref;
    if (ref && current?.snapshot.status === 'active') ref.send(event);
  };
  const sendDraft = () => {
    try {
      const event: unknown = JSON.parse(draft);
      if (!event || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string')
        throw new Error('An event is an object with a string "type".');
      setDraftError('');
      send(event as AnyEventObject);
    } catch (error) {
      setDraftError(error instanceof Error ? error.message : String(error));
    }
  };
  const enabledEvents = current?.machine
    ? enabledTransitions(current.machine, chartOf(current.machine).graph, current.snapshot).events
    : [];
  const entries = store
    .log()
    .filter((entry) => !onlySelected || entry.actor === current?.sessionId)
    .slice(-150)
    .reverse();

  // Mouse events, not pointer events: index.ts keeps pointerdown inside the viewer from the page.
  const startResize = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const startY = event.clientY;
    const startHeight = height;
    const move = (moveEvent: globalThis.MouseEvent) => setHeight(clampHeight(startHeight + startY - moveEvent.clientY));
    const end = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', end);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', end);
  };
  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowUp' ? 32 : event.key === 'ArrowDown' ? -32 : 0;
    if (!step) return;
    event.preventDefault();
    setHeight((value) => clampHeight(value + step));
  };

  return (
    <section
      data-devtools={DEVTOOLS_MARKER}
      dir="ltr"
      lang="en"
      aria-label="Machine viewer"
      style={{ ...S.root, height: open ? height : 'auto' }}
    >
      {open && (
        // A window splitter (a focusable separator is a widget in ARIA): drag it, or focus it
        // and use the arrow keys.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          role="separator"
          aria-orientation="horizontal"
          aria-label="Resize the machine viewer"
          aria-valuenow={height}
          aria-valuemin={140}
          aria-valuemax={Math.round(window.innerHeight * 0.85)}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          style={S.handle}
          onMouseDown={startResize}
          onKeyDown={resizeByKey}
        />
      )}
      <div style={S.bar}>
        <strong>Machine viewer</strong>
        <span>{rows.length} live actors</span>
        <span style={{ color: '#52606d' }}>{SHORTCUT} shows or hides</span>
        <button
          type="button"
          style={{ ...S.button, marginInlineStart: 'auto' }}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Collapse' : 'Expand'}
        </button>
      </div>
      {open && (
        <div style={S.body}>
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
                      onClick={() => setSelected(record.sessionId)}
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
                        {systemId
                          ? `system id ${systemId}`
                          : parent
                            ? `child of ${nameOf(parent.sessionId)}`
                            : `root · ${record.sessionId}`}
                      </span>
                      <br />
                      <span style={{ color: '#0b6bcb' }}>{formatValue(record.snapshot)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div style={{ ...S.column, display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', alignItems: 'center', gap: 4, background: '#f5f7fa', paddingInlineEnd: 8 }}>
              <h2 style={{ ...S.heading, flex: 1 }}>
                {current ? `${nameOf(current.sessionId)}: ${formatValue(current.snapshot)}` : 'No actor'}
                {current?.endedAt !== undefined ? ' — no longer running' : ''}
              </h2>
              <button type="button" style={S.button} aria-label="Zoom out" onClick={() => setZoom((value) => Math.max(0.3, value - 0.1))}>
                −
              </button>
              <span aria-live="polite">{Math.round(zoom * 100)}%</span>
              <button type="button" style={S.button} aria-label="Zoom in" onClick={() => setZoom((value) => Math.min(2, value + 0.1))}>
                +
              </button>
            </div>
            <div role="region" aria-label="Statechart" style={{ overflow: 'auto', flex: 1 }}>
              {current?.machine ? (
                <ChartView key={current.sessionId} machine={current.machine} snapshot={current.snapshot} onSend={send} zoom={zoom} />
              ) : (
                <p style={{ margin: 8 }}>This actor is not a state machine (it has no chart).</p>
              )}
            </div>
          </div>
          <div style={{ ...S.column, borderInlineEnd: 'none' }}>
            <details open>
              <summary style={S.heading}>Events</summary>
              <label style={{ display: 'block', padding: '2px 8px' }}>
                <input type="checkbox" checked={onlySelected} onChange={(event) => setOnlySelected(event.target.checked)} /> Only this actor
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
            <details open>
              <summary style={S.heading}>Context</summary>
              <div style={{ padding: '4px 8px' }}>
                <JsonView value={(current?.snapshot as { context?: unknown } | undefined)?.context ?? null} label="context" />
              </div>
            </details>
            <details open>
              <summary style={S.heading}>Send an event</summary>
              <div style={{ padding: '4px 8px', display: 'grid', gap: 4 }}>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }} aria-label="Events the actor can take now" role="group">
                  {enabledEvents.map((type) => (
                    <button key={type} type="button" style={S.button} onClick={() => setDraft(JSON.stringify({ type }, null, 2))}>
                      {type}
                    </button>
                  ))}
                </div>
                <label htmlFor="signalwise-devtools-event">Event (JSON)</label>
                <textarea
                  id="signalwise-devtools-event"
                  value={draft}
                  rows={4}
                  spellCheck={false}
                  onChange={(event) => setDraft(event.target.value)}
                  style={{ font: 'inherit', width: '100%', boxSizing: 'border-box' }}
                />
                <div>
                  <button type="button" style={S.button} onClick={sendDraft}>
                    Send
                  </button>{' '}
                  <span role="alert" style={{ color: '#b42318' }}>
                    {draftError}
                  </span>
                </div>
              </div>
            </details>
          </div>
        </div>
      )}
    </section>
  );
}
