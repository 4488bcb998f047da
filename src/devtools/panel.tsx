import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { actorName, ActorList } from './actor-list.tsx';
import { chartOf, ChartView, enabledTransitions } from './chart-view.tsx';
import { EventLog } from './event-log.tsx';
import { JsonView } from './json-view.tsx';
import { S } from './panel-styles.ts';
import { DEVTOOLS_MARKER, formatValue, type InspectorStore } from './inspector-store.ts';

const SHORTCUT = 'Alt+Shift+M';
const isShortcut = (event: globalThis.KeyboardEvent) => event.altKey && event.shiftKey && !event.ctrlKey && event.code === 'KeyM';
const clampHeight = (height: number) => Math.round(Math.min(Math.max(height, 140), window.innerHeight * 0.85));

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
          <ActorList rows={rows} current={current} nameOf={nameOf} onSelect={setSelected} />
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
            <EventLog entries={entries} nameOf={nameOf} onlySelected={onlySelected} onOnlySelectedChange={setOnlySelected} />
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
