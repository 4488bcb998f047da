import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { companyMachine, connectCompany } from '../../machines/company/index.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

const KEY = 'sw_live_pk_test';
const SECRET = 'sw_live_sk_old';

interface Fakes {
  copy?: (text: string) => Promise<void>;
  secret?: () => Promise<string>;
}

function start({ copy = async () => undefined, secret = async () => 'sw_live_sk_new' }: Fakes = {}) {
  const toast = createActor(toastMachine, { inspect }).start();
  const focused = vi.fn<(field: string) => void>();
  const copied = vi.fn(copy);
  const created = vi.fn(secret);
  const actor = createActor(
    companyMachine.provide({
      actors: {
        copyText: fromPromise(({ input }) => copied(input.text)),
        createSecret: fromPromise(() => created()),
      },
      actions: {
        focusField: (_, params) => {
          focused(params.field);
        },
      },
    }),
    { input: { toast, apiKey: KEY, apiSecret: SECRET }, inspect },
  ).start();
  const shown = () => {
    const current = toast.getSnapshot().context.current;
    return current ? { title: current.title.key, description: current.description?.key, variant: current.variant } : null;
  };
  return { actor, toast, copied, created, shown, focused };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('company machine', () => {
  it('starts with the secret masked, nothing running, and the given credentials', () => {
    const { actor, shown } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ forms: 'editing', visibility: 'masked', secret: 'current', clipboard: 'idle' });
    expect(connectCompany(snapshot, noSend).errors).toEqual({});
    expect(connectCompany(snapshot, noSend).revealed).toBe(false);
    expect(connectCompany(snapshot, noSend).copying).toBe(false);
    expect(connectCompany(snapshot, noSend).regenerating).toBe(false);
    expect(connectCompany(snapshot, noSend).apiKey).toBe(KEY);
    expect(connectCompany(snapshot, noSend).apiSecret).toBe(SECRET);
    expect(shown()).toBeNull();
  });

  it('reveals and masks the secret in turn', () => {
    const { actor } = start();
    actor.send({ type: 'company.secret.toggle' });
    expect(actor.getSnapshot().matches({ visibility: 'revealed' })).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).revealed).toBe(true);
    actor.send({ type: 'company.secret.toggle' });
    expect(actor.getSnapshot().matches({ visibility: 'masked' })).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).revealed).toBe(false);
  });

  const LEGAL = { companyName: 'Signalwise Ltd', registrationNumber: '51-123' };
  const ADDRESS = { streetAddress: '1 Main St', city: 'Tel Aviv', postalCode: '61000', country: 'Israel' };

  it('saving a complete form checks it, then shows "Changes Saved (Mock)"', async () => {
    const { actor, shown, focused } = start();
    actor.send({ type: 'company.save', form: 'legalEntity', values: LEGAL });
    expect(actor.getSnapshot().matches({ forms: 'checking' })).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches({ forms: 'editing' })).toBe(true);
    expect(shown()).toEqual({ title: 'company:toast.saved.title', description: 'company:toast.saved.description', variant: 'default' });
    expect(connectCompany(actor.getSnapshot(), noSend).errors).toEqual({});
    expect(focused).not.toHaveBeenCalled();
  });

  it('refuses blank fields: marks each at the field, focuses the first, no toast', async () => {
    const { actor, shown, focused } = start();
    actor.send({ type: 'company.save', form: 'address', values: { ...ADDRESS, streetAddress: ' ', postalCode: '' } });
    await flush();
    expect(shown()).toBeNull();
    expect(connectCompany(actor.getSnapshot(), noSend).errors).toEqual({
      streetAddress: { key: 'company:errors.required' },
      postalCode: { key: 'company:errors.required' },
    });
    expect(focused).toHaveBeenCalledWith('streetAddress');
    // Changing a field takes its mark away; the other stays.
    actor.send({ type: 'company.change', field: 'streetAddress' });
    expect(Object.keys(connectCompany(actor.getSnapshot(), noSend).errors)).toEqual(['postalCode']);
    // Saving the other form keeps this form's marks; saving this one complete clears them.
    actor.send({ type: 'company.save', form: 'legalEntity', values: LEGAL });
    await flush();
    expect(Object.keys(connectCompany(actor.getSnapshot(), noSend).errors)).toEqual(['postalCode']);
    actor.send({ type: 'company.save', form: 'address', values: ADDRESS });
    await flush();
    expect(connectCompany(actor.getSnapshot(), noSend).errors).toEqual({});
    expect(shown()?.title).toBe('company:toast.saved.title');
  });

  it('copies the API key, then says so', async () => {
    const { actor, copied, shown } = start();
    actor.send({ type: 'company.copy', field: 'apiKey' });
    expect(actor.getSnapshot().matches({ clipboard: 'copying' })).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).copying).toBe(true);
    expect(actor.getSnapshot().context.copying).toBe('apiKey');
    expect(copied).toHaveBeenCalledWith(KEY);
    await flush();
    expect(actor.getSnapshot().matches({ clipboard: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.copying).toBeNull();
    expect(shown()).toEqual({ title: 'company:toast.copied.title', description: 'company:toast.copied.apiKey', variant: 'default' });
  });

  it('copies the secret in full even while it is masked', async () => {
    const { actor, copied, shown } = start();
    actor.send({ type: 'company.copy', field: 'apiSecret' });
    expect(copied).toHaveBeenCalledWith(SECRET);
    await flush();
    expect(shown()?.description).toBe('company:toast.copied.apiSecret');
    expect(connectCompany(actor.getSnapshot(), noSend).revealed).toBe(false);
  });

  it('ignores a second copy while the first one runs', async () => {
    let finish: () => void = () => undefined;
    const { actor, copied } = start({ copy: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send({ type: 'company.copy', field: 'apiKey' });
    actor.send({ type: 'company.copy', field: 'apiSecret' });
    expect(copied).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.copying).toBe('apiKey');
    finish();
    await flush();
    expect(actor.getSnapshot().matches({ clipboard: 'idle' })).toBe(true);
  });

  it('tells the user when the browser refuses the clipboard', async () => {
    const { actor, shown } = start({ copy: () => Promise.reject(new Error('denied')) });
    actor.send({ type: 'company.copy', field: 'apiSecret' });
    await flush();
    expect(actor.getSnapshot().matches({ clipboard: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.copying).toBeNull();
    expect(shown()).toEqual({
      title: 'company:toast.copyFailed.title',
      description: 'company:toast.copyFailed.description',
      variant: 'destructive',
    });
  });

  it('regenerates the secret: the old one stays until the new one is ready, then the mock toast', async () => {
    let resolve: (secret: string) => void = () => undefined;
    const { actor, created, shown } = start({ secret: () => new Promise<string>((done) => (resolve = done)) });
    actor.send({ type: 'company.secret.toggle' });
    actor.send({ type: 'company.secret.regenerate' });
    expect(actor.getSnapshot().matches({ secret: 'regenerating' })).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).regenerating).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).apiSecret).toBe(SECRET);
    // A second request while one runs starts nothing new.
    actor.send({ type: 'company.secret.regenerate' });
    expect(created).toHaveBeenCalledTimes(1);
    resolve('sw_live_sk_fresh');
    await flush();
    expect(actor.getSnapshot().matches({ secret: 'current' })).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).apiSecret).toBe('sw_live_sk_fresh');
    expect(shown()).toEqual({
      title: 'company:toast.regenerated.title',
      description: 'company:toast.regenerated.description',
      variant: 'default',
    });
    // Revealing is independent of regenerating.
    expect(connectCompany(actor.getSnapshot(), noSend).revealed).toBe(true);
  });

  it('keeps the current secret when generating a new one fails, and says so', async () => {
    const { actor, shown } = start({ secret: () => Promise.reject(new Error('no randomness')) });
    actor.send({ type: 'company.secret.regenerate' });
    await flush();
    expect(actor.getSnapshot().matches({ secret: 'current' })).toBe(true);
    expect(connectCompany(actor.getSnapshot(), noSend).apiSecret).toBe(SECRET);
    expect(shown()).toEqual({
      title: 'company:toast.regenerateFailed.title',
      description: 'company:toast.regenerateFailed.description',
      variant: 'destructive',
    });
  });

  it('the regions run side by side: copy while regenerating', async () => {
    const { actor, copied } = start();
    actor.send({ type: 'company.secret.regenerate' });
    actor.send({ type: 'company.copy', field: 'apiKey' });
    expect(actor.getSnapshot().value).toEqual({ forms: 'editing', visibility: 'masked', secret: 'regenerating', clipboard: 'copying' });
    expect(copied).toHaveBeenCalledWith(KEY);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ forms: 'editing', visibility: 'masked', secret: 'current', clipboard: 'idle' });
  });
});

describe('connectCompany (Company Settings)', () => {
  it('shows the credentials, the secret masked or not, what runs, each field’s message; each handler sends its event', async () => {
    const { actor, copied } = start();
    const { view, sent } = connected(actor, connectCompany);
    expect(view()).toMatchObject({ apiKey: KEY, apiSecret: SECRET, revealed: false, regenerating: false, copying: false, errors: {} });
    view().save('legalEntity', { companyName: ' ', registrationNumber: '51-123' });
    await flush();
    expect(view().errors).toEqual({ companyName: { key: 'company:errors.required' } });
    // A field the flow does not know (the browser's own, an extension's) sends nothing.
    view().change('search');
    view().change('companyName');
    expect(view().errors).toEqual({});
    view().toggleSecret();
    expect(view().revealed).toBe(true);
    view().copy('apiSecret');
    expect(view().copying).toBe(true);
    await flush();
    view().regenerate();
    expect(view().regenerating).toBe(true);
    await flush();
    expect(view()).toMatchObject({ regenerating: false, apiSecret: 'sw_live_sk_new' });
    expect(copied).toHaveBeenCalledWith(SECRET);
    expect(sent).toEqual([
      { type: 'company.save', form: 'legalEntity', values: { companyName: ' ', registrationNumber: '51-123' } },
      { type: 'company.change', field: 'companyName' },
      { type: 'company.secret.toggle' },
      { type: 'company.copy', field: 'apiSecret' },
      { type: 'company.secret.regenerate' },
    ]);
  });
});
