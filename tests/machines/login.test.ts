import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  ADMIN_RECORD,
  authMachine,
  parseAuthRecord,
  selectIsAuthenticated,
  selectIsSettled,
  serializeAuthRecord,
} from '../../machines/auth/index.ts';
import {
  CODE_CHECK_DELAY_MS,
  connectLogin,
  CREDENTIALS_CHECK_DELAY_MS,
  LOGIN_TOASTS,
  loginMachine,
  matchesDemoAccount,
  OTP_LENGTH,
  sanitizeOtp,
  type LoginEvent,
  type LoginField,
  type LoginInput,
} from '../../machines/login/index.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

/** The real auth machine over an in-memory authToken entry. */
function startAuth(options: { failWrite?: boolean } = {}) {
  const store = { value: null as string | null };
  const auth = createActor(
    authMachine.provide({
      actors: {
        readStoredAuth: fromPromise(async () => store.value),
        writeStoredAuth: fromPromise(async ({ input }: { input: { record: typeof ADMIN_RECORD } }) => {
          if (options.failWrite) throw new Error('quota');
          store.value = serializeAuthRecord(input.record);
        }),
        clearStoredAuth: fromPromise(async () => {
          store.value = null;
        }),
      },
    }),
    { inspect },
  ).start();
  return { auth, store };
}

interface StartOptions {
  readonly redirect?: string;
  /** What "Remember me" kept, as the live flow's recall reports it. */
  readonly remembered?: string | null;
  readonly typed?: LoginInput['typed'];
  readonly failWrite?: boolean;
}

async function start(options: StartOptions = {}) {
  const { auth, store } = startAuth(options);
  await waitFor(auth, selectIsSettled);
  const toast = createActor(toastMachine, { inspect }).start();
  const clock = new SimulatedClock();
  const remembered = vi.fn<(identifier: string | null) => void>();
  const focused = vi.fn<(field: LoginField) => void>();
  const navigated = vi.fn<(to: string) => void>();
  const machine = loginMachine.provide({
    actors: {
      recallIdentifier: fromCallback<LoginEvent>(({ sendBack }) =>
        sendBack({ type: 'login.recalled', identifier: options.remembered ?? null }),
      ),
    },
    actions: {
      rememberIdentifier: (_, params) => remembered(params.identifier),
      focusField: (_, params) => focused(params.field),
      enterConsole: (_, params) => navigated(params.to),
    },
  });
  const login = createActor(machine, {
    clock,
    inspect,
    input: {
      auth,
      toast,
      ...(options.redirect !== undefined ? { redirect: options.redirect } : {}),
      ...(options.typed ? { typed: options.typed } : {}),
    },
  }).start();
  const toastTitle = () => toast.getSnapshot().context.current?.title.key ?? null;
  const fill = (identifier: string, password: string) => {
    login.send({ type: 'login.identifier.change', value: identifier });
    login.send({ type: 'login.password.change', value: password });
  };
  /** Fills in the demo account and waits out the credentials check: the dialog is open. */
  const passCredentials = () => {
    fill('admin@example.com', 'Admin#2025');
    login.send({ type: 'login.submit' });
    clock.increment(CREDENTIALS_CHECK_DELAY_MS);
    expect(login.getSnapshot().value).toBe('otp');
  };
  return { auth, store, toast, clock, login, remembered, focused, navigated, toastTitle, fill, passCredentials };
}

describe('login machine: credentials step', () => {
  it('starts on empty credentials with nothing to report', async () => {
    const { login } = await start();
    const snapshot = login.getSnapshot();
    expect(snapshot.value).toEqual({ credentials: 'editing' });
    expect(snapshot.context).toMatchObject({ identifier: '', password: '', remember: false, code: '', redirect: '/admin' });
    expect(connectLogin(snapshot, noSend).error).toBeNull();
    expect(connectLogin(snapshot, noSend).busy).toBe(false);
    expect(connectLogin(snapshot, noSend).codeOpen).toBe(false);
  });

  it('starts with a remembered identifier filled in and "Remember me" ticked', async () => {
    const { login } = await start({ remembered: 'admin' });
    expect(login.getSnapshot().value).toEqual({ credentials: 'editing' });
    expect(login.getSnapshot().context).toMatchObject({ identifier: 'admin', remember: true });
  });

  it('reads what "Remember me" kept as it starts, not before: until then it is recalling, from what was typed', () => {
    const machine = loginMachine.provide({
      actors: { recallIdentifier: fromCallback<LoginEvent>(({ sendBack }) => sendBack({ type: 'login.recalled', identifier: 'admin' })) },
    });
    const toast = createActor(toastMachine).start();
    const login = createActor(machine, { input: { auth: startAuth().auth, toast }, inspect });
    expect(login.getSnapshot().value).toBe('recalling');
    expect(login.getSnapshot().context).toMatchObject({ identifier: '', remember: false });
    login.start();
    expect(login.getSnapshot().value).toEqual({ credentials: 'editing' });
    expect(login.getSnapshot().context).toMatchObject({ identifier: 'admin', remember: true });
  });

  it('keeps what was typed before the app took over over the remembered identifier, and still ticks "Remember me"', async () => {
    const typed = await start({ remembered: 'admin', typed: { identifier: 'someone@example.com', password: 'secret' } });
    expect(typed.login.getSnapshot().context).toMatchObject({ identifier: 'someone@example.com', password: 'secret', remember: true });
    const nothingKept = await start({ typed: { identifier: 'someone@example.com', remember: true } });
    expect(nothingKept.login.getSnapshot().context).toMatchObject({ identifier: 'someone@example.com', remember: true });
  });

  it.each([
    ['both empty', '', '', 'identifier'],
    ['identifier blank', '   ', 'Admin#2025', 'identifier'],
    ['password empty', 'admin@example.com', '', 'password'],
  ] as const)('refuses %s at once with "Email and password are required."', async (_, identifier, password, field) => {
    const { login, clock, toastTitle, focused } = await start();
    login.send({ type: 'login.identifier.change', value: identifier });
    login.send({ type: 'login.password.change', value: password });
    login.send({ type: 'login.submit' });
    expect(login.getSnapshot().value).toEqual({ credentials: 'missing' });
    expect(connectLogin(login.getSnapshot(), noSend).error).toBe('required');
    expect(focused).toHaveBeenCalledWith(field);
    // No check is simulated and no toast is shown for a form that is not filled in.
    clock.increment(CREDENTIALS_CHECK_DELAY_MS * 2);
    expect(login.getSnapshot().value).toEqual({ credentials: 'missing' });
    expect(toastTitle()).toBeNull();
  });

  it('is busy for the named delay, then rejects a wrong pair with the inline error and the Login Failed toast', async () => {
    const { login, clock, toast, fill, focused, remembered } = await start();
    fill('admin@example.com', 'admin#2025');
    login.send({ type: 'login.submit' });
    expect(login.getSnapshot().value).toBe('checking');
    expect(connectLogin(login.getSnapshot(), noSend).busy).toBe(true);
    expect(connectLogin(login.getSnapshot(), noSend).checking).toBe(true);
    // A second submit while busy changes nothing.
    login.send({ type: 'login.submit' });
    clock.increment(CREDENTIALS_CHECK_DELAY_MS - 1);
    expect(login.getSnapshot().value).toBe('checking');
    clock.increment(1);
    expect(login.getSnapshot().value).toEqual({ credentials: 'rejected' });
    expect(connectLogin(login.getSnapshot(), noSend).error).toBe('invalid');
    expect(toast.getSnapshot().context.current).toMatchObject({ ...LOGIN_TOASTS.failed, variant: 'destructive' });
    expect(toast.getSnapshot().context.current?.title.key).toBe('login:toast.failed.title');
    expect(focused).toHaveBeenCalledWith('password');
    expect(remembered).not.toHaveBeenCalled();
    // The fields are kept for correction.
    expect(login.getSnapshot().context).toMatchObject({ identifier: 'admin@example.com', password: 'admin#2025' });
  });

  it('counts attempts so a repeated error can be announced again', async () => {
    const { login } = await start();
    login.send({ type: 'login.submit' });
    login.send({ type: 'login.submit' });
    expect(login.getSnapshot().context.attempts).toBe(2);
    expect(login.getSnapshot().value).toEqual({ credentials: 'missing' });
  });

  it('goes from an error to another error and back to the check', async () => {
    const { login, clock, fill } = await start();
    login.send({ type: 'login.submit' });
    expect(connectLogin(login.getSnapshot(), noSend).error).toBe('required');
    fill('someone', 'secret');
    login.send({ type: 'login.submit' });
    clock.increment(CREDENTIALS_CHECK_DELAY_MS);
    expect(connectLogin(login.getSnapshot(), noSend).error).toBe('invalid');
    fill('admin', 'Admin#2025');
    login.send({ type: 'login.submit' });
    expect(connectLogin(login.getSnapshot(), noSend).error).toBeNull();
    clock.increment(CREDENTIALS_CHECK_DELAY_MS);
    expect(login.getSnapshot().value).toBe('otp');
  });

  it.each(['admin@example.com', ' ADMIN@Example.COM ', 'admin', 'Admin'])('accepts %j with the exact password', async (identifier) => {
    const { login, clock, fill } = await start();
    fill(identifier, 'Admin#2025');
    login.send({ type: 'login.submit' });
    clock.increment(CREDENTIALS_CHECK_DELAY_MS);
    expect(login.getSnapshot().value).toBe('otp');
    expect(connectLogin(login.getSnapshot(), noSend).codeOpen).toBe(true);
  });

  it('remembers the trimmed identifier when "Remember me" is ticked, and forgets it when not', async () => {
    const ticked = await start();
    ticked.login.send({ type: 'login.remember.change', checked: true });
    ticked.fill('  admin  ', 'Admin#2025');
    ticked.login.send({ type: 'login.submit' });
    ticked.clock.increment(CREDENTIALS_CHECK_DELAY_MS);
    expect(ticked.remembered).toHaveBeenCalledWith('admin');

    const unticked = await start({ remembered: 'admin' });
    unticked.login.send({ type: 'login.remember.change', checked: false });
    unticked.passCredentials();
    expect(unticked.remembered).toHaveBeenCalledWith(null);
  });

  it('shows the "Feature not implemented" warning for Forgot password?', async () => {
    const { login, toast } = await start();
    login.send({ type: 'login.forgot' });
    expect(toast.getSnapshot().context.current).toMatchObject({
      title: { key: 'login:toast.forgot.title' },
      description: { key: 'login:toast.forgot.description' },
      variant: 'warning',
    });
    expect(login.getSnapshot().value).toEqual({ credentials: 'editing' });
  });
});

describe('login machine: code step', () => {
  it('keeps only digits, at most six, and enables Verify at six', async () => {
    const { login, passCredentials } = await start();
    passCredentials();
    expect(connectLogin(login.getSnapshot(), noSend).canVerify).toBe(false);
    login.send({ type: 'login.code.change', value: '12a3' });
    expect(connectLogin(login.getSnapshot(), noSend).code).toBe('123');
    expect(connectLogin(login.getSnapshot(), noSend).canVerify).toBe(false);
    login.send({ type: 'login.code.change', value: '12-34-56' });
    expect(connectLogin(login.getSnapshot(), noSend).code).toBe('123456');
    expect(connectLogin(login.getSnapshot(), noSend).canVerify).toBe(true);
    login.send({ type: 'login.code.change', value: '1234567' });
    expect(connectLogin(login.getSnapshot(), noSend).code).toBe('123456');
  });

  it('refuses fewer than six digits with the OTP Invalid toast', async () => {
    const { login, toast, passCredentials } = await start();
    passCredentials();
    login.send({ type: 'login.code.change', value: '12345' });
    expect(connectLogin(login.getSnapshot(), noSend).codeRejected).toBe(false);
    login.send({ type: 'login.code.submit' });
    expect(login.getSnapshot().value).toBe('otp');
    expect(connectLogin(login.getSnapshot(), noSend).codeRejected).toBe(true);
    expect(toast.getSnapshot().context.current).toMatchObject({
      title: { key: 'login:toast.otpInvalid.title' },
      description: { key: 'login:toast.otpInvalid.description' },
      variant: 'destructive',
    });
    // Typing again takes the mark away.
    login.send({ type: 'login.code.change', value: '123456' });
    expect(connectLogin(login.getSnapshot(), noSend).codeRejected).toBe(false);
  });

  it('returns to the credentials with the fields kept when the dialog is closed', async () => {
    const { login, passCredentials } = await start();
    passCredentials();
    login.send({ type: 'login.code.change', value: '123' });
    login.send({ type: 'login.code.dismiss' });
    const snapshot = login.getSnapshot();
    expect(snapshot.value).toEqual({ credentials: 'editing' });
    expect(connectLogin(snapshot, noSend).codeOpen).toBe(false);
    expect(snapshot.context).toMatchObject({ identifier: 'admin@example.com', password: 'Admin#2025', code: '' });
    // The kept pair can be sent again straight away.
    login.send({ type: 'login.submit' });
    expect(login.getSnapshot().value).toBe('checking');
  });

  it('signs in: verifies for the named delay, logs in through the auth actor, toasts and enters the console', async () => {
    const { login, clock, auth, store, toast, navigated, passCredentials } = await start({ redirect: '/admin/billing' });
    passCredentials();
    login.send({ type: 'login.code.change', value: '123 456' });
    login.send({ type: 'login.code.submit' });
    expect(login.getSnapshot().value).toBe('verifying');
    expect(connectLogin(login.getSnapshot(), noSend).busy).toBe(true);
    expect(connectLogin(login.getSnapshot(), noSend).canVerify).toBe(false);
    // Closing while the code is checked is ignored: the request is already on its way.
    login.send({ type: 'login.code.dismiss' });
    clock.increment(CODE_CHECK_DELAY_MS - 1);
    expect(login.getSnapshot().value).toBe('verifying');
    expect(selectIsAuthenticated(auth.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(login.getSnapshot().value).toBe('signingIn');
    expect(connectLogin(login.getSnapshot(), noSend).codeOpen).toBe(true);

    await waitFor(login, (snapshot) => snapshot.status === 'done');
    expect(selectIsAuthenticated(auth.getSnapshot())).toBe(true);
    expect(store.value).toBe('{"access":"mock","role":"Admin"}');
    expect(toast.getSnapshot().context.current).toMatchObject({
      title: { key: 'login:toast.success.title' },
      description: { key: 'login:toast.success.description' },
    });
    expect(navigated).toHaveBeenCalledExactlyOnceWith('/admin/billing');
  });

  it('enters /admin when no page was asked for', async () => {
    const { login, clock, navigated, passCredentials } = await start();
    passCredentials();
    login.send({ type: 'login.code.change', value: '000000' });
    login.send({ type: 'login.code.submit' });
    clock.increment(CODE_CHECK_DELAY_MS);
    await waitFor(login, (snapshot) => snapshot.status === 'done');
    expect(navigated).toHaveBeenCalledWith('/admin');
  });

  it('stays in the dialog with an error toast when the session cannot be stored', async () => {
    const { login, clock, auth, toast, navigated, focused, passCredentials } = await start({ failWrite: true });
    passCredentials();
    login.send({ type: 'login.code.change', value: '654321' });
    login.send({ type: 'login.code.submit' });
    clock.increment(CODE_CHECK_DELAY_MS);
    await waitFor(login, (snapshot) => snapshot.matches('otp'));
    expect(selectIsAuthenticated(auth.getSnapshot())).toBe(false);
    expect(toast.getSnapshot().context.current?.title.key).toBe('login:toast.sessionFailed.title');
    expect(focused).toHaveBeenLastCalledWith('code');
    expect(navigated).not.toHaveBeenCalled();
  });
});

describe('connectLogin (the sign-in page)', () => {
  it('step one: what is typed, the message and the fields it concerns, the check under way', async () => {
    const { login, clock } = await start();
    const { view, sent } = connected(login, connectLogin);
    expect(view()).toMatchObject({ identifier: '', password: '', remember: false, error: null, checking: false, codeOpen: false });
    view().submit();
    expect(view()).toMatchObject({ error: 'required', attempts: 1, identifierInvalid: true, passwordInvalid: true });
    view().changeIdentifier('admin');
    expect(view()).toMatchObject({ identifier: 'admin', identifierInvalid: false, passwordInvalid: true });
    view().changePassword('wrong');
    view().changeRemember(true);
    view().forgot();
    view().submit();
    expect(view()).toMatchObject({ checking: true, busy: true, remember: true });
    clock.increment(CREDENTIALS_CHECK_DELAY_MS);
    expect(view()).toMatchObject({ error: 'invalid', attempts: 2, identifierInvalid: true, passwordInvalid: true, checking: false });
    expect(sent).toEqual([
      { type: 'login.submit' },
      { type: 'login.identifier.change', value: 'admin' },
      { type: 'login.password.change', value: 'wrong' },
      { type: 'login.remember.change', checked: true },
      { type: 'login.forgot' },
      { type: 'login.submit' },
    ]);
  });

  it('step two: the dialog, the code typed, Verify, a refused code, dismissing it', async () => {
    const { login, passCredentials } = await start();
    passCredentials();
    const { view, sent } = connected(login, connectLogin);
    expect(view()).toMatchObject({ codeOpen: true, code: '', canVerify: false, codeRejected: false });
    view().changeCode('12 3');
    view().submitCode();
    expect(view()).toMatchObject({ code: '123', canVerify: false, codeRejected: true });
    view().changeCode('123456');
    expect(view()).toMatchObject({ canVerify: true, codeRejected: false });
    view().dismissCode();
    expect(view()).toMatchObject({ codeOpen: false, code: '' });
    expect(sent).toEqual([
      { type: 'login.code.change', value: '12 3' },
      { type: 'login.code.submit' },
      { type: 'login.code.change', value: '123456' },
      { type: 'login.code.dismiss' },
    ]);
  });
});

describe('sanitizeOtp', () => {
  it('never throws and keeps only the digits, in order, at most six', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary', maxLength: 40 }),
          // Digit-heavy input with the separators, letters and look-alike digits people paste.
          fc
            .array(fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' ', '-', '.', 'a', 'O', 'א', '١', '５', '\u200f'), {
              maxLength: 30,
            })
            .map((chars) => chars.join('')),
        ),
        (raw) => {
          const result = sanitizeOtp(raw);
          let digits = '';
          for (let index = 0; index < raw.length; index += 1) {
            const char = raw.charAt(index);
            if (char >= '0' && char <= '9') digits += char;
          }
          return /^[0-9]*$/.test(result) && result.length <= OTP_LENGTH && result === digits.slice(0, OTP_LENGTH);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps six digits however they are separated', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
        fc.array(fc.constantFrom(' ', '-', '.', '\u00a0', 'x', '\t'), { minLength: 6, maxLength: 6 }),
        (digits, separators) => {
          const raw = digits.map((digit, index) => `${separators[index]!}${digit}`).join('');
          return sanitizeOtp(raw) === digits.join('');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('returns an empty code for anything that is not a string', () => {
    for (const value of [undefined, null, 123456, {}, []]) expect(sanitizeOtp(value)).toBe('');
  });
});

describe('parseAuthRecord (the record the login stores)', () => {
  const nearMiss = fc.constantFrom('mock', 'Mock', 'mock ', ' mock', 'MOCK', 'Admin', 'admin', 'Admin ', '', null, 1, true, ['mock'], {
    value: 'mock',
  });

  it('authenticates only access "mock" with role "Admin", whatever else is stored, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.record({ access: nearMiss, role: nearMiss }).map((value) => JSON.stringify(value)),
          fc
            .tuple(fc.record({ access: nearMiss, role: nearMiss }, { requiredKeys: [] }), fc.dictionary(fc.string(), fc.jsonValue()))
            .map(([record, extra]) => JSON.stringify({ ...extra, ...record })),
        ),
        (raw) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(raw);
          } catch {
            parsed = undefined;
          }
          const isAdmin =
            typeof parsed === 'object' &&
            parsed !== null &&
            !Array.isArray(parsed) &&
            (parsed as Record<string, unknown>).access === 'mock' &&
            (parsed as Record<string, unknown>).role === 'Admin';
          const result = parseAuthRecord(raw);
          return isAdmin ? result === ADMIN_RECORD : result === null;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads back exactly what a successful login stores', () => {
    expect(parseAuthRecord(serializeAuthRecord(ADMIN_RECORD))).toBe(ADMIN_RECORD);
  });
});

describe('matchesDemoAccount', () => {
  it('accepts only the demo identifiers with the exact password', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (identifier, password) => {
        const expected = ['admin@example.com', 'admin'].includes(identifier.trim().toLowerCase()) && password === 'Admin#2025';
        return matchesDemoAccount(identifier, password) === expected;
      }),
      { numRuns: 1000 },
    );
    expect(matchesDemoAccount('admin', 'Admin#2025 ')).toBe(false);
    expect(matchesDemoAccount('admin', 'ADMIN#2025')).toBe(false);
  });
});
