import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, FULL_CONSENT, NO_CONSENT, parseConsentRecord } from '../../machines/consent/consent-record.ts';
import { parseThemePreference, THEME_STORAGE_KEY } from '../../machines/console-theme/theme-record.ts';
import { SAMPLE_LANGUAGE_STORAGE_KEY } from '../../machines/sample-language/index.ts';
import { inlinePageGate } from '../../scripts/vite/page-gate-plugin.ts';
import { LANGUAGE_STORAGE_KEY, toLanguage } from '../../src/i18n/languages.ts';

interface GateRun {
  readonly attributes: Map<string, string>;
  readonly storage: Map<string, string>;
  /** Where the gate sent the browser, if it did. */
  readonly redirect: string | null;
  /** A click on an element carrying these attributes, as a person would give it before takeover. */
  readonly click: (attributes: Record<string, string>) => void;
  /** The gate's document listeners, by event type (each calls every listener of its type). */
  readonly listeners: ReadonlyMap<string, (event: unknown) => void>;
  /** The selectors the gate queried the page with. */
  readonly queried: string[];
}

/** Runs the gate's inline script as the browser would, over the given storage, path and browser settings. */
function runGate(
  stored: Record<string, string>,
  {
    path = '/',
    languages = ['en-US'],
    dark = false,
    page = [],
  }: { path?: string; languages?: readonly string[]; dark?: boolean; page?: readonly { selector: string; checked: boolean }[] } = {},
): GateRun {
  const queried: string[] = [];
  const attributes = new Map<string, string>();
  const storage = new Map(Object.entries(stored));
  let redirect: string | null = null;
  const listeners = new Map<string, (event: unknown) => void>();
  const root = {
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
  runInNewContext(inlinePageGate(), {
    document: {
      documentElement: root,
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        const earlier = listeners.get(type);
        listeners.set(
          type,
          earlier
            ? (event) => {
                earlier(event);
                listener(event);
              }
            : listener,
        );
      },
      querySelectorAll: (selector: string) => (queried.push(selector), page.filter((element) => element.selector === selector)),
    },
    Event: function Event(this: { type: string }, type: string) {
      this.type = type;
    },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    location: { pathname: path, search: '', hash: '', replace: (url: string) => (redirect = url) },
    navigator: { languages, language: languages[0] },
    matchMedia: () => ({ matches: dark }),
  });
  const click = (own: Record<string, string>) => {
    const element = { closest: () => element, getAttribute: (name: string) => own[name] ?? null };
    listeners.get('click')?.({ target: element });
  };
  return {
    attributes,
    storage,
    get redirect() {
      return redirect;
    },
    click,
    listeners,
    queried,
  };
}

const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: 1, decidedAt: '2025-06-20T09:30:00.000Z', ...FULL_CONSENT, ...fields });

/** Stored cookie choices, readable and not: the gate and the consent machine must agree on each. */
const CONSENT_VALUES: Record<string, string> = {
  valid: record({}),
  'valid, without milliseconds': record({ decidedAt: '2025-06-20T09:30:00Z' }),
  'valid, everything refused': record(NO_CONSENT),
  'valid, with an unknown extra category': record({ newsletter: true }),
  'decidedAt not a date': record({ decidedAt: 'yesterday' }),
  'decidedAt a local time': record({ decidedAt: '2025-06-20 09:30' }),
  'decidedAt an impossible date': record({ decidedAt: '2025-13-45T09:30:00.000Z' }),
  'decidedAt a number': record({ decidedAt: 1750411800000 }),
  'a category missing': JSON.stringify({ version: 1, decidedAt: '2025-06-20T09:30:00.000Z', preferences: true }),
  'a category not a boolean': record({ analytics: 'yes' }),
  'another version': record({ version: 2 }),
  'garbage JSON': '{"version":1,',
  'a JSON array': '[1,2,3]',
  'a JSON string': '"accepted"',
  'JSON null': 'null',
  empty: '',
};

describe('the page gate and the app read stored values alike', () => {
  it.each(Object.entries(CONSENT_VALUES))('cookie choice: %s', (_name, raw) => {
    const gate = runGate({ [CONSENT_STORAGE_KEY]: raw });
    expect(gate.attributes.get('data-consent')).toBe(parseConsentRecord(raw) === null ? 'ask' : 'stored');
  });

  it('asks when nothing is stored', () => {
    expect(runGate({}).attributes.get('data-consent')).toBe('ask');
  });

  it.each(['accept', 'reject'])('stores a banner answer (%s) before takeover as a record the consent machine reads', (answer) => {
    const gate = runGate({});
    gate.click({ 'data-consent-choice': answer });
    const stored = parseConsentRecord(gate.storage.get(CONSENT_STORAGE_KEY));
    expect(stored).toMatchObject(answer === 'accept' ? FULL_CONSENT : NO_CONSENT);
    expect(gate.attributes.get('data-consent')).toBe('stored');
    expect(gate.attributes.get('data-consent-answer')).toBe(answer);
  });

  it.each(['light', 'dark', 'system', 'Dark', '', '{"theme":"dark"}'])('console theme stored as %j', (raw) => {
    for (const dark of [false, true]) {
      const gate = runGate({ [THEME_STORAGE_KEY]: raw }, { path: '/admin/users', dark });
      const preference = parseThemePreference(raw) ?? 'system';
      expect(gate.attributes.get('data-console-theme')).toBe(preference === 'system' ? (dark ? 'dark' : 'light') : preference);
    }
  });

  it.each(['es', 'pt-BR', 'HE', 'iw', 'iw-IL', ' es_MX ', 'en', 'fr', '', 'constructor', 'toString'])('language stored as %j', (raw) => {
    const gate = runGate({ [LANGUAGE_STORAGE_KEY]: raw }, { path: '/banking', languages: ['en-US'] });
    const language = toLanguage(raw);
    expect(gate.redirect).toBe(language && language !== 'en' ? `/${language}/banking` : null);
  });

  it.each([['iw-IL'], ['fr-FR', 'pt-PT'], ['de'], ['zh_Hant', 'es-419']])('browser languages %j', (...languages) => {
    const gate = runGate({}, { path: '/', languages });
    const language = languages.map(toLanguage).find(Boolean);
    expect(gate.redirect).toBe(language && language !== 'en' ? `/${language}` : null);
  });
});

describe('islands (the API playground): used and asked for before they are live', () => {
  /** A fake island with its action (`[data-island-action]`, waiting or live) and a field. */
  function island(waiting: boolean) {
    const marks = new Map<string, string>();
    const events: string[] = [];
    const element = {
      setAttribute: (name: string, value: string) => void marks.set(name, value),
      hasAttribute: (name: string) => marks.has(name),
      dispatchEvent: (event: { type: string }) => void events.push(event.type),
      querySelector: () => action,
    };
    const action = {
      disabled: waiting,
      hasAttribute: () => false,
      closest: (selector: string) => (selector === '[data-island]' ? element : action),
      matches: () => false,
    };
    const field = {
      closest: (selector: string) => (selector === '[data-island]' ? element : null),
      matches: (selector: string) => selector === 'input',
    };
    return { marks, events, action, field };
  }

  it('the first use marks it used and says so, once; a tap on its waiting action, or Enter in a field, marks it asked for', () => {
    const gate = runGate({});
    const part = island(true);
    gate.listeners.get('focusin')!({ type: 'focusin', target: part.field });
    gate.listeners.get('input')!({ type: 'input', target: part.field });
    expect([...part.marks.keys()]).toEqual(['data-island-used']);
    expect(part.events).toEqual(['island-used']);
    gate.listeners.get('keydown')!({ type: 'keydown', key: 'Enter', target: part.field });
    expect(part.marks.has('data-island-acted')).toBe(true);
    const tapped = island(true);
    gate.listeners.get('pointerdown')!({ type: 'pointerdown', target: tapped.action });
    expect(tapped.marks.has('data-island-acted')).toBe(true);
  });

  it('once its action is live, a tap is the action’s own: nothing is remembered', () => {
    const gate = runGate({});
    const part = island(false);
    gate.listeners.get('pointerdown')!({ type: 'pointerdown', target: part.action });
    gate.listeners.get('keydown')!({ type: 'keydown', key: 'Enter', target: part.field });
    expect(part.marks.has('data-island-acted')).toBe(false);
  });
});

describe('the API pages’ sample language, before the app', () => {
  const tabs = (language: string) => [0, 1].map(() => ({ selector: `.api-sample input[value="${language}"]`, checked: false }));

  it.each(['go', 'ruby'])('checks the stored language (%s) in every sample once the page is parsed', (language) => {
    const page = tabs(language);
    const gate = runGate({ [SAMPLE_LANGUAGE_STORAGE_KEY]: language }, { path: '/he/apis/sim-swap', page });
    expect(page.every((tab) => !tab.checked)).toBe(true);
    gate.listeners.get('DOMContentLoaded')!({});
    expect(page.every((tab) => tab.checked)).toBe(true);
  });

  it.each(['curl', 'GO', 'typescript', '"><img src=x>', ''])('leaves the prerendered curl for a stored %j', (raw) => {
    const gate = runGate({ [SAMPLE_LANGUAGE_STORAGE_KEY]: raw }, { path: '/apis/sim-swap' });
    expect(gate.listeners.has('DOMContentLoaded')).toBe(false);
    expect(gate.queried).toEqual([]);
  });

  it('leaves other pages alone', () => {
    expect(runGate({ [SAMPLE_LANGUAGE_STORAGE_KEY]: 'go' }, { path: '/apis' }).listeners.has('DOMContentLoaded')).toBe(false);
  });

  it('a tab picked before takeover is stored and checked in every sample; once the app runs, the pick is its own', () => {
    const page = tabs('java');
    const gate = runGate({}, { path: '/apis/otp-sms', page });
    const tab = { value: 'java', matches: (selector: string) => selector === '.api-sample input', closest: () => null };
    gate.listeners.get('change')!({ type: 'change', target: tab });
    expect(gate.storage.get(SAMPLE_LANGUAGE_STORAGE_KEY)).toBe('java');
    expect(page.every((element) => element.checked)).toBe(true);
    const later = runGate({}, { path: '/apis/otp-sms', page: tabs('java') });
    later.attributes.set('data-consent', 'live');
    later.listeners.get('change')!({ type: 'change', target: tab });
    expect(later.storage.has(SAMPLE_LANGUAGE_STORAGE_KEY)).toBe(false);
  });
});
