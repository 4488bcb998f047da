import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureTypedFields, forgetTypedFields, rememberPrerenderFocus, typedBeforeTakeover } from '../../src/adapters/takeover.ts';
import { adoptFieldValue } from '../../src/ui/hydration.ts';
import { PasswordInput } from '../../src/ui/password-input.tsx';

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

/** A sign-in form whose values live in its owner, as the login machine holds them. */
function SignInFields() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form>
      <label htmlFor="identifier">Email or username</label>
      <input
        id="identifier"
        value={identifier}
        ref={adoptFieldValue(identifier, setIdentifier)}
        onChange={(event) => setIdentifier(event.currentTarget.value)}
      />
      <PasswordInput label="Password" showLabel="Show password" hideLabel="Hide password" value={password} onValueChange={setPassword} />
      <output>{`${identifier} / ${password}`}</output>
    </form>
  );
}

/** What a password manager does: sets each value and says so with an input event, no keys. */
function autofill(label: string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a password manager filling the form while React adopts it', () => {
  it('keeps both values, on screen and in the flow', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInFields />);
    document.body.append(container);
    // Adoption starts but has not reached the fields when the fill comes.
    startTransition(() => {
      root = hydrateRoot(container, <SignInFields />);
    });
    autofill('Email or username', 'admin@example.com');
    autofill('Password', 'Admin#2025');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('admin@example.com / Admin#2025'));
    expect(screen.getByLabelText('Email or username')).toHaveValue('admin@example.com');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Admin#2025');
  });
});
