import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createRef, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { authMachine } from '../../machines/auth/index.ts';
import { consentMachine } from '../../machines/consent/index.ts';
import { loginMachine, type LoginInput } from '../../machines/login/index.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { renderAfresh } from '../../src/start-up/render.tsx';
import {
  beginTakeover,
  captureTypedFields,
  forgetTypedFields,
  rememberPrerenderFocus,
  typedBeforeTakeover,
} from '../../src/start-up/takeover.ts';
import { CredentialsForm } from '../../src/features/login/credentials-form.tsx';
import login from '../../src/locales/en/login.json';

// The sign-in form as prerendered: what a visitor can already type into before the app arrives.
const FORM = `
  <form>
    <label for="identifier">Email or username</label><input id="identifier" name="username" />
    <label for="password">Password</label><input id="password" name="password" type="password" />
    <button type="submit" disabled>Sign In</button>
  </form>`;

function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = FORM;
  document.body.append(container);
  return container;
}

const field = (container: HTMLElement, id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  forgetTypedFields();
});

describe('the app taking over a prerendered page', () => {
  it('leaves the cursor where the visitor moved it while the page was being adopted', async () => {
    const user = userEvent.setup();
    const container = prerendered();
    await user.click(field(container, 'identifier'));
    await user.keyboard('admin');
    const takenOver = rememberPrerenderFocus(container);
    // React adopts the same elements; meanwhile the visitor goes on to the password.
    await user.tab();
    takenOver();
    await user.keyboard('Admin#2025');
    expect(field(container, 'password')).toHaveFocus();
    expect(field(container, 'password')).toHaveValue('Admin#2025');
    expect(field(container, 'identifier')).toHaveValue('admin');
  });

  it('puts the cursor back in the same field when the page is rendered afresh', async () => {
    const user = userEvent.setup();
    const container = prerendered();
    await user.click(field(container, 'identifier'));
    const takenOver = rememberPrerenderFocus(container);
    await user.tab();
    // Another language: the live page replaces the markup, and the focus with it.
    container.innerHTML = FORM;
    expect(document.body).toHaveFocus();
    takenOver();
    expect(field(container, 'password')).toHaveFocus();
  });

  it('hands what was typed before the app arrived to the live form', async () => {
    const user = userEvent.setup();
    const container = prerendered();
    await user.type(field(container, 'identifier'), 'admin');
    captureTypedFields(container);
    expect(typedBeforeTakeover('username')).toBe('admin');
    expect(typedBeforeTakeover('password')).toBeUndefined();
  });
});

describe('the one "taken over" signal', () => {
  const html = document.documentElement;
  // Earlier tests here hand pages over too.
  beforeEach(() => {
    for (const name of ['data-consent', 'data-consent-answer', 'data-language-pending', 'data-taken-over']) html.removeAttribute(name);
    document.head.replaceChildren();
  });

  it('hands the page over once, when the page is adopted: gate open, banner answer adopted, static title gone', async () => {
    // The gate's state on a sign-in page in Spanish before the app: a banner answer it stored,
    // the words held back, and the prerender's title beside the one React rendered.
    html.setAttribute('data-consent', 'stored');
    html.setAttribute('data-language-pending', '');
    document.head.innerHTML = '<title data-static-head="">Static</title><title>Live</title>';
    const consent = createActor(consentMachine).start();
    await waitFor(() => expect(consent.getSnapshot().value).toBe('undecided'));
    const signal = beginTakeover(prerendered(), consent);

    // React is still adopting the page: the gate keeps answering, and an answer given now...
    expect(html).toHaveAttribute('data-consent', 'stored');
    expect(html).not.toHaveAttribute('data-taken-over');
    html.setAttribute('data-consent-answer', 'reject');

    signal();
    // ...is the machine's once the page is the app's.
    await waitFor(() => expect(consent.getSnapshot().value).toBe('decided'));
    expect(consent.getSnapshot().context.choice).toMatchObject({ analytics: false, marketing: false });
    expect(html).toHaveAttribute('data-consent', 'live');
    expect(html).not.toHaveAttribute('data-language-pending');
    expect(html).toHaveAttribute('data-taken-over');
    expect([...document.head.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Live']);

    // Both layouts may report it; the hand-off runs once.
    html.setAttribute('data-consent-answer', 'accept');
    signal();
    expect(html).toHaveAttribute('data-consent-answer', 'accept');
    expect(consent.getSnapshot().context.choice).toMatchObject({ analytics: false });
  });
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { login } }, initAsync: false });

/** A login machine as the app makes it, with what was typed before takeover if any. */
function loginActor(typed?: LoginInput['typed']) {
  const auth = createActor(authMachine).start();
  const toast = createActor(toastMachine).start();
  return createActor(loginMachine, { input: { auth, toast, typed } });
}

/** The real sign-in form and its machine, rendered as the prerender and then the app do. */
function SignInForm({ actor }: { actor: ActorRefFrom<typeof loginMachine> }) {
  return (
    <I18nextProvider i18n={i18n}>
      <CredentialsForm login={actor} submitRef={createRef()} />
    </I18nextProvider>
  );
}

/** What a password manager does: sets each value and says so with an input event, no keys. */
function autofill(label: string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a password manager filling the sign-in form while React adopts it', () => {
  // The first fill makes React adopt the whole form at once; the second then reaches it the
  // usual way. Each field is filled first once.
  const fills = [
    ['Email or username', 'admin@example.com'],
    ['Password', 'Admin#2025'],
  ] as const;
  for (const order of [fills, [...fills].reverse()]) {
    it(`keeps both values, on screen and in the login machine (${order[0][0]} first)`, async () => {
      const actor = loginActor().start();
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SignInForm actor={actor} />);
      document.body.append(container);
      // Adoption starts but has not reached the fields when the fill comes.
      startTransition(() => {
        root = hydrateRoot(container, <SignInForm actor={actor} />);
      });
      for (const [label, value] of order) autofill(label, value);
      await waitFor(() => expect(actor.getSnapshot().context).toMatchObject({ identifier: 'admin@example.com', password: 'Admin#2025' }));
      expect(screen.getByLabelText('Email or username')).toHaveValue('admin@example.com');
      expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Admin#2025');
      // The app has taken over: Sign In works.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
    });
  }
});

describe('the sign-in page rendered afresh over its prerender (another language, a remembered login)', () => {
  it('keeps every key, those typed before the app read the form and those typed right after', async () => {
    const user = userEvent.setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm actor={loginActor()} />);
    document.body.append(container);
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Admin#');
    // main.ts: read what was typed, then render the live page in its place.
    captureTypedFields(container);
    const actor = loginActor({ password: typedBeforeTakeover('password') }).start();
    root = renderAfresh(container, <SignInForm actor={actor} />);
    // The visitor goes on typing into whatever password field is on the page now.
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), '2025');
    await waitFor(() => expect(actor.getSnapshot().context.password).toBe('Admin#2025'));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Admin#2025');
  });
});
