import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { ToastEvent, ToastInput } from '../../machines/toast/index.ts';
import { connectTwoFactor, twoFactorMachine } from '../../machines/two-factor/index.ts';
import { connected, noSend } from './connect.ts';
import { inspect } from './coverage.ts';

function start() {
  const shown: ToastInput[] = [];
  const toast = createActor(
    fromCallback<ToastEvent>(({ receive }) => {
      receive((event) => {
        if (event.type === 'toast.show') shown.push(event.toast);
      });
    }),
  ).start();
  const actor = createActor(twoFactorMachine, { input: { toast }, inspect }).start();
  return { actor, shown, titles: () => shown.map((item) => item.title.key) };
}

describe('two-factor machine', () => {
  it('starts with two-factor on, the authenticator configured and no SMS number', () => {
    const { actor, shown } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ twoFactor: 'enabled', authenticator: 'configured', sms: {} });
    expect(connectTwoFactor(snapshot, noSend).enabled).toBe(true);
    expect(connectTwoFactor(snapshot, noSend).authenticatorConfigured).toBe(true);
    expect(connectTwoFactor(snapshot, noSend).phone).toBe('');
    expect(shown).toEqual([]);
  });

  it('turning it off and on toasts Disabled, then Enabled', () => {
    const { actor, shown } = start();
    actor.send({ type: 'twoFactor.disable' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).enabled).toBe(false);
    expect(actor.getSnapshot().matches({ twoFactor: 'disabled' })).toBe(true);
    actor.send({ type: 'twoFactor.enable' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).enabled).toBe(true);
    expect(shown).toEqual([
      { title: { key: 'security:toast.disabled.title' }, description: { key: 'security:toast.disabled.description' } },
      { title: { key: 'security:toast.enabled.title' }, description: { key: 'security:toast.enabled.description' } },
    ]);
  });

  it('ignores a switch to the state it is already in', () => {
    const { actor, shown } = start();
    actor.send({ type: 'twoFactor.enable' });
    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'twoFactor.disable' });
    expect(shown).toHaveLength(1);
  });

  it('resets the authenticator to unconfigured, and Scan QR & Verify configures it again', () => {
    const { actor, titles } = start();
    actor.send({ type: 'authenticator.verify' });
    expect(titles()).toEqual([]);
    actor.send({ type: 'authenticator.reset' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).authenticatorConfigured).toBe(false);
    expect(actor.getSnapshot().matches({ authenticator: 'unconfigured' })).toBe(true);
    actor.send({ type: 'authenticator.reset' });
    actor.send({ type: 'authenticator.verify' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).authenticatorConfigured).toBe(true);
    expect(titles()).toEqual(['security:toast.authenticatorReset.title', 'security:toast.authenticatorVerified.title']);
  });

  it('refuses authenticator and SMS changes while two-factor is off, and keeps them when it comes back', () => {
    const { actor, titles } = start();
    actor.send({ type: 'authenticator.reset' });
    actor.send({ type: 'sms.change', phone: '+1 415 555 0100' });
    actor.send({ type: 'twoFactor.disable' });

    actor.send({ type: 'authenticator.verify' });
    actor.send({ type: 'sms.change', phone: '+44 20 7946 0000' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).canSendCode).toBe(false);
    actor.send({ type: 'sms.submit' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).authenticatorConfigured).toBe(false);
    expect(connectTwoFactor(actor.getSnapshot(), noSend).phone).toBe('+1 415 555 0100');

    actor.send({ type: 'twoFactor.enable' });
    expect(connectTwoFactor(actor.getSnapshot(), noSend).authenticatorConfigured).toBe(false);
    expect(connectTwoFactor(actor.getSnapshot(), noSend).canSendCode).toBe(true);
    expect(titles()).toEqual(['security:toast.authenticatorReset.title', 'security:toast.disabled.title', 'security:toast.enabled.title']);

    actor.send({ type: 'twoFactor.disable' });
    actor.send({ type: 'authenticator.reset' });
    expect(actor.getSnapshot().matches({ authenticator: 'unconfigured' })).toBe(true);
    expect(titles()).toHaveLength(4);
  });

  it('labels and enables the SMS button from the number', () => {
    const { actor } = start();
    const button = () => ({
      label: connectTwoFactor(actor.getSnapshot(), noSend).smsAction,
      enabled: connectTwoFactor(actor.getSnapshot(), noSend).canSendCode,
    });
    expect(button()).toEqual({ label: 'setUp', enabled: false });
    actor.send({ type: 'sms.change', phone: '   ' });
    expect(button()).toEqual({ label: 'setUp', enabled: false });
    actor.send({ type: 'sms.change', phone: '12' });
    expect(button()).toEqual({ label: 'update', enabled: true });
    actor.send({ type: 'twoFactor.disable' });
    expect(button()).toEqual({ label: 'update', enabled: false });
    actor.send({ type: 'twoFactor.enable' });
    actor.send({ type: 'sms.change', phone: '' });
    expect(button()).toEqual({ label: 'setUp', enabled: false });
  });

  it('sends a mock code to whatever number was typed (no format check)', () => {
    const { actor, shown } = start();
    actor.send({ type: 'sms.submit' });
    expect(shown).toEqual([]);
    actor.send({ type: 'sms.change', phone: ' not a number ' });
    actor.send({ type: 'sms.submit' });
    expect(shown).toEqual([
      {
        title: { key: 'security:toast.codeSent.title' },
        description: { key: 'security:toast.codeSent.description', values: { phone: 'not a number' } },
      },
    ]);
    expect(connectTwoFactor(actor.getSnapshot(), noSend).phone).toBe(' not a number ');
  });
});

describe('connectTwoFactor (Login Settings)', () => {
  it('shows the switch, the authenticator, the number and its button; each handler sends its event', () => {
    const { actor } = start();
    const { view, sent } = connected(actor, connectTwoFactor);
    expect(view()).toMatchObject({ enabled: true, authenticatorConfigured: true, phone: '', smsAction: 'setUp', canSendCode: false });
    view().setEnabled(false);
    expect(view().enabled).toBe(false);
    view().setEnabled(true);
    view().resetAuthenticator();
    expect(view().authenticatorConfigured).toBe(false);
    view().verifyAuthenticator();
    expect(view().authenticatorConfigured).toBe(true);
    view().changePhone('+972 50 123 4567');
    expect(view()).toMatchObject({ phone: '+972 50 123 4567', smsAction: 'update', canSendCode: true });
    view().submitSms();
    view().setEnabled(false);
    expect(view()).toMatchObject({ enabled: false, canSendCode: false });
    expect(sent).toEqual([
      { type: 'twoFactor.disable' },
      { type: 'twoFactor.enable' },
      { type: 'authenticator.reset' },
      { type: 'authenticator.verify' },
      { type: 'sms.change', phone: '+972 50 123 4567' },
      { type: 'sms.submit' },
      { type: 'twoFactor.disable' },
    ]);
  });
});
