import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootApp } from '../../src/start-up/boot.ts';
import { Panel } from '../../src/devtools/panel.tsx';
import { createInspectorStore } from '../../src/devtools/inspector-store.ts';

const running: (() => void)[] = [];
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});

/** The app's actors booted with the viewer's observer, and the viewer rendered beside them. */
async function bootWithViewer() {
  const store = createInspectorStore();
  const booted = await bootApp({ pathname: '/', scrollToSection: vi.fn(), inspect: store.inspect });
  running.push(booted.stop);
  const user = userEvent.setup();
  render(<Panel store={store} />);
  return { ...booted, store, user };
}

const actorButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });
const activeStates = () => [...document.querySelectorAll('[data-active="true"]')].map((element) => element.getAttribute('data-state'));

describe('the machine viewer', () => {
  it('lists the live actors of the app with their system ids and parents, in English and left to right', async () => {
    await bootWithViewer();
    const viewer = screen.getByRole('region', { name: 'Machine viewer' });
    expect(viewer).toHaveAttribute('dir', 'ltr');
    expect(viewer).toHaveAttribute('lang', 'en');
    const actors = within(screen.getByRole('navigation', { name: 'Live actors' }));
    expect(actors.getByRole('button', { name: /^app root/ })).toBeInTheDocument();
    for (const systemId of ['auth', 'toast', 'nav', 'sectionScroll', 'consent', 'scheduling']) {
      expect(actors.getByRole('button', { name: new RegExp(`^${systemId} system id ${systemId}`) })).toBeInTheDocument();
    }
    // The scheduling actor's own child, named by its parent.
    expect(actors.getByRole('button', { name: /child of scheduling/ })).toBeInTheDocument();
  });

  it('draws the selected actor’s chart with its active state, logs its events and sends an enabled transition', async () => {
    const { actors, user } = await bootWithViewer();
    await user.click(actorButton('toast'));
    await waitFor(() => expect(activeStates()).toEqual(['idle']));
    expect(screen.getByRole('heading', { name: 'toast: idle' })).toBeInTheDocument();

    // The page shows a toast: the chart follows and the log says what happened.
    act(() => actors.toast.send({ type: 'toast.show', toast: { title: { key: 'toast.saved' } } }));
    await waitFor(() => expect(activeStates()).toEqual(['visible', 'visible.running']));
    const log = within(screen.getByRole('table', { name: 'Event log' }));
    const row = log.getByText('toast.show').closest('tr');
    expect(row).toHaveTextContent('page → toast');
    expect(row).toHaveTextContent('idle → visible.running');
    // The context, as JSON: the toast on screen.
    expect(screen.getByText('"toast.saved"')).toBeInTheDocument();

    // toast.pause is enabled in visible.running: clicking its arrow sends it.
    expect(screen.queryByRole('button', { name: 'Send toast.resume' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send toast.pause' }));
    expect(actors.toast.getSnapshot().matches({ visible: 'paused' })).toBe(true);
    await waitFor(() => expect(activeStates()).toEqual(['visible', 'visible.paused']));
    expect(screen.getByRole('button', { name: 'Send toast.resume' })).toBeInTheDocument();
  });

  it('sends an event written in the JSON editor, and says when the JSON is not an event', async () => {
    const { actors, user } = await bootWithViewer();
    await user.click(actorButton('toast'));
    const editor = screen.getByRole('textbox', { name: 'Event (JSON)' });
    await user.clear(editor);
    await user.paste('{"type": "toast.show", "toast": {"title": {"key": "x"}}}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(actors.toast.getSnapshot().context.current?.title).toEqual({ key: 'x' });

    await user.clear(editor);
    await user.paste('{"toast": 1}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('An event is an object with a string "type".');
  });

  it('collapses and expands with its button and its keyboard shortcut', async () => {
    const { user } = await bootWithViewer();
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByRole('navigation', { name: 'Live actors' })).not.toBeInTheDocument();
    await user.keyboard('{Alt>}{Shift>}M{/Shift}{/Alt}');
    expect(screen.getByRole('navigation', { name: 'Live actors' })).toBeInTheDocument();
  });
});
