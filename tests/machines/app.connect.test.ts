import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appMachine, getAppActors } from '../../machines/app/index.ts';
import { ADMIN_RECORD, connectAuth } from '../../machines/auth/index.ts';
import { connectConsent, NO_CONSENT } from '../../machines/consent/index.ts';
import { connectConsentDialog } from '../../machines/consent/consent.dialog.connect.ts';
import { connectNav } from '../../machines/nav/index.ts';
import { connectNavMenu } from '../../machines/nav/nav.menu.connect.ts';
import { connectScheduling, schedulingMachine } from '../../machines/scheduling/index.ts';
import { connectSchedulingModal } from '../../machines/scheduling/scheduling.modal.connect.ts';
import { connectSectionScroll } from '../../machines/section-scroll/index.ts';
import { text } from '../../machines/shared/text.ts';
import { connectToast, connectToastSender } from '../../machines/toast/index.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

// The app-wide actors' connects, over the real root (its placeholder storage holds nothing; the
// booking page check never answers).

async function start() {
  const app = createActor(
    appMachine.provide({
      actors: {
        scheduling: schedulingMachine.provide({ actors: { checkBookingPage: fromPromise(() => new Promise<void>(() => {})) } }),
      },
    }),
    { input: { pathname: '/' }, inspect },
  ).start();
  const actors = getAppActors(app);
  await waitFor(actors.consent, (snapshot) => !snapshot.matches('loading'));
  await waitFor(actors.auth, (snapshot) => snapshot.hasTag('settled'));
  return actors;
}

const HELLO = { title: text('common:toast.close') };

describe('connectToast and connectToastSender', () => {
  it('shows the toast raised, and pauses, resumes and dismisses it', async () => {
    const { toast } = await start();
    const sender = connected(toast, connectToastSender);
    const toaster = connected(toast, connectToast);
    expect(toaster.view().current).toBeNull();
    expect(Object.keys(sender.view())).toEqual(['show']);
    sender.view().show(HELLO);
    expect(sender.sent).toEqual([{ type: 'toast.show', toast: HELLO }]);
    expect(toaster.view().current).toMatchObject({ title: HELLO.title, variant: 'default' });
    toaster.view().pause();
    toaster.view().resume();
    toaster.view().dismiss();
    expect(toaster.sent).toEqual([{ type: 'toast.pause' }, { type: 'toast.resume' }, { type: 'toast.dismiss' }]);
    expect(toaster.view().current).toBeNull();
  });
});

describe('connectConsent and connectConsentDialog', () => {
  it('the banner until an answer, and the way to the dialog', async () => {
    const { consent } = await start();
    const { view, sent } = connected(consent, connectConsent);
    expect(view()).toMatchObject({ bannerVisible: true, dialogOpen: false });
    view().customise();
    expect(view()).toMatchObject({ bannerVisible: true, dialogOpen: true });
    consent.send({ type: 'consent.cancel' });
    view().rejectAll();
    expect(view()).toMatchObject({ bannerVisible: false, dialogOpen: false });
    view().acceptAll();
    expect(sent).toEqual([{ type: 'consent.customise' }, { type: 'consent.rejectAll' }, { type: 'consent.acceptAll' }]);
  });

  it('the dialog: its switches’ draft, and its buttons', async () => {
    const { consent } = await start();
    consent.send({ type: 'consent.customise' });
    const { view, sent } = connected(consent, connectConsentDialog);
    expect(view().draft).toEqual(NO_CONSENT);
    view().toggle('analytics', true);
    expect(view().draft.analytics).toBe(true);
    view().cancel();
    expect(connectConsent(consent.getSnapshot(), consent.send).dialogOpen).toBe(false);
    consent.send({ type: 'consent.customise' });
    view().save();
    consent.send({ type: 'consent.customise' });
    view().rejectAll();
    consent.send({ type: 'consent.customise' });
    view().acceptAll();
    expect(sent).toEqual([
      { type: 'consent.toggle', category: 'analytics', allowed: true },
      { type: 'consent.cancel' },
      { type: 'consent.save' },
      { type: 'consent.rejectAll' },
      { type: 'consent.acceptAll' },
    ]);
  });
});

describe('connectScheduling and connectSchedulingModal', () => {
  it('closed, then asking for consent; allowed, it loads the frame, which reports back', async () => {
    const { scheduling } = await start();
    const button = connected(scheduling, connectScheduling);
    const { view, sent } = connected(scheduling, connectSchedulingModal);
    expect(button.view().open).toBe(false);
    expect(view()).toMatchObject({ step: 'closed', showsFrame: false });
    button.view().book();
    expect(button.sent).toEqual([{ type: 'scheduling.open' }]);
    expect(button.view().open).toBe(true);
    expect(view()).toMatchObject({ step: 'awaitingConsent', showsFrame: false });
    view().allow();
    await waitFor(scheduling, (snapshot) => snapshot.hasTag('embedded'));
    expect(view()).toMatchObject({ step: 'loading', showsFrame: true });
    view().frameFailed();
    expect(view().step).toBe('failed');
    view().retry();
    view().frameLoaded();
    view().close();
    expect(button.view().open).toBe(false);
    expect(sent.map((event) => event.type)).toEqual([
      'scheduling.allow',
      'scheduling.frameFailed',
      'scheduling.retry',
      'scheduling.frameLoaded',
      'scheduling.close',
    ]);
  });
});

describe('connectNav and connectNavMenu', () => {
  it('the phone menu and the language choice', async () => {
    const { nav } = await start();
    const { view, sent } = connected(nav, connectNav);
    expect(view().mobileOpen).toBe(false);
    view().toggleMobile();
    expect(view().mobileOpen).toBe(true);
    view().closeMobile();
    view().selectLanguage('he');
    expect(view().mobileOpen).toBe(false);
    expect(sent).toEqual([{ type: 'nav.mobile.toggle' }, { type: 'nav.mobile.close' }, { type: 'nav.language.select', language: 'he' }]);
  });

  it('one dropdown: open or not, and each handler names its menu', async () => {
    const { nav } = await start();
    const industries = connected(nav, connectNavMenu, 'industries');
    const language = connected(nav, connectNavMenu, 'language');
    industries.view().toggle();
    expect([industries.view().open, language.view().open]).toEqual([true, false]);
    language.view().pointerEnter();
    expect([industries.view().open, language.view().open]).toEqual([false, true]);
    language.view().pointerLeave();
    language.view().close();
    expect(language.view().open).toBe(false);
    industries.view().close();
    expect(industries.sent).toEqual([
      { type: 'nav.toggle', menu: 'industries' },
      { type: 'nav.close', menu: 'industries' },
    ]);
    expect(language.sent).toEqual([
      { type: 'nav.pointerEnter', menu: 'language' },
      { type: 'nav.pointerLeave', menu: 'language' },
      { type: 'nav.close', menu: 'language' },
    ]);
  });
});

describe('connectSectionScroll and connectAuth', () => {
  it('a section link sends where to go; the header knows whether someone is signed in', async () => {
    const { sectionScroll, auth } = await start();
    const link = connected(sectionScroll, connectSectionScroll);
    link.view().go('contact');
    expect(link.sent).toEqual([{ type: 'section.go', section: 'contact' }]);
    const account = connected(auth, connectAuth);
    expect(account.view()).toEqual({ authenticated: false });
    auth.send({ type: 'auth.login', record: ADMIN_RECORD });
    await waitFor(auth, (snapshot) => snapshot.matches('authenticated'));
    expect(account.view()).toEqual({ authenticated: true });
  });
});
