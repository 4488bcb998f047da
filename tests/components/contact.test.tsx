import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './render-app.tsx';

/** happy-dom's IntersectionObserver never reports; this one reports when the test says so. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  static scrollNear() {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const VALID = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@engines.example',
  phone: '2133734253',
  interest: 'kyc',
  message: 'We verify numbers at sign-up.',
};

const PAYLOAD = {
  businessEmail: 'ada@engines.example',
  companyName: 'Analytical Engines Ltd',
  fullName: 'Ada Lovelace',
  phoneNumber: '+12133734253',
  interestedInSelection: 'kyc',
  message: 'We verify numbers at sign-up.',
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true,"id":"x"}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

/** The form's chunk is transformed on first import, which can take a few seconds here. */
const LAZY = { timeout: 10_000 };

// Transform the lazily loaded form once, before any test's clock starts: otherwise the first
// test pays for it and, on a busy machine, runs out of time while still typing.
beforeAll(() => import('../../src/features/contact/contact-form.tsx'), 60_000);

/** Renders home, brings the contact section near the viewport and waits for the form. */
async function openForm(options: Parameters<typeof renderApp>[1] = {}) {
  const rendered = await renderApp('/', options);
  act(() => FakeIntersectionObserver.scrollNear());
  await screen.findByRole('form', {}, LAZY);
  // No timer between keystrokes (user-event's default yields to the event loop after each key):
  // on a busy machine those round trips made filling the form outlast the test's time limit,
  // and a test that times out is not stopped — its typing went on into the next test's focused
  // Full Name, which then read back two texts' letters interleaved.
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  company: () => screen.getByRole('textbox', { name: 'Company' }),
  email: () => screen.getByRole('textbox', { name: 'Business Email' }),
  phone: () => screen.getByRole('textbox', { name: /^(Phone Number|מספר טלפון)$/ }),
  interest: () => screen.getByRole('combobox', { name: 'Interested In' }),
  message: () => screen.getByRole('textbox', { name: 'Message (Optional)' }),
  submit: () => screen.getByRole('button', { name: /Send Message|Sending…/ }),
};

/** The same fields found by their Spanish labels. */
const SPANISH: typeof field = {
  name: () => screen.getByRole('textbox', { name: 'Nombre completo' }),
  company: () => screen.getByRole('textbox', { name: 'Empresa' }),
  email: () => screen.getByRole('textbox', { name: 'Correo electrónico corporativo' }),
  phone: () => screen.getByRole('textbox', { name: 'Número de teléfono' }),
  interest: () => screen.getByRole('combobox', { name: 'Área de interés' }),
  message: () => screen.getByRole('textbox', { name: 'Mensaje (opcional)' }),
  submit: () => screen.getByRole('button', { name: /Enviar mensaje|Enviando…/ }),
};

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], values = VALID, fields = field) {
  await user.type(fields.name(), values.name);
  await user.type(fields.company(), values.company);
  await user.type(fields.email(), values.email);
  await user.type(fields.phone(), values.phone);
  await user.selectOptions(fields.interest(), values.interest);
  await user.type(fields.message(), values.message);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sentBody = (call = 0) => JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as unknown;
const sentHeaders = (call = 0) => fetchMock.mock.calls[call]![1]!.headers;

describe('Contact section', () => {
  it('shows a same-sized placeholder until the section nears the viewport, then the form', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to our sales team' })).toBeInTheDocument();
    expect(screen.getByTestId('contact-form-placeholder')).toHaveTextContent('Loading the contact form…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    act(() => FakeIntersectionObserver.scrollNear());
    expect(await screen.findByRole('form', { name: 'Talk to our sales team' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByTestId('contact-form-placeholder')).not.toBeInTheDocument();
  });

  it('mounts the form at once where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    await renderApp('/');
    expect(await screen.findByRole('form', {}, LAZY)).toBeInTheDocument();
  });

  it('labels every field, lists the interests by name, and offers direct lines to sales', async () => {
    await openForm();
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.name()).toBeRequired();
    expect(field.company()).toHaveAttribute('autocomplete', 'organization');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.phone()).toHaveAttribute('maxlength', '250');
    expect(field.message()).toHaveAttribute('rows', '4');
    expect(field.message()).not.toBeRequired();
    for (const input of [field.name(), field.company(), field.email(), field.message()]) expect(input).toHaveAttribute('maxlength');
    expect(
      within(field.interest())
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Choose an area'],
      ['authentication', 'Authentication and number verification'],
      ['kyc', 'KYC and identity checks'],
      ['location', 'Device location'],
      ['qos', 'Quality of service'],
      ['communication', 'Messaging and OTP'],
      ['payments', 'Carrier billing and payments'],
      ['other', 'Something else'],
    ]);
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country).toHaveValue('US');
    expect(within(country).getByRole('option', { name: 'United States' })).toBeInTheDocument();
    expect(field.submit()).toHaveTextContent('Send Message');

    expect(screen.getByRole('heading', { level: 3, name: 'Why choose Signalwise' })).toBeInTheDocument();
    const contact = document.getElementById('contact')!;
    for (const benefit of ['Global reach', 'Security by design', 'Fast integration', 'Support that answers'])
      expect(within(contact).getByText(benefit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /sales@signalwise\.example/ })).toHaveAttribute('href', 'mailto:sales@signalwise.example');
    const phoneLink = screen.getByRole('link', { name: /\+1 \(800\) 555-0142/ });
    expect(phoneLink).toHaveAttribute('href', 'tel:+18005550142');
    expect(within(phoneLink).getByText('+1 (800) 555-0142')).toHaveAttribute('dir', 'ltr');
  });

  it('sends the form without a token when no site key is set, then thanks the visitor and clears every field', async () => {
    const { user } = await openForm();
    await fill(user);
    await user.click(field.submit());

    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/contact');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    // To this site's own service: an Idempotency-Key for this submission.
    expect(sentHeaders()).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': expect.stringMatching(UUID) as unknown });
    expect(sentBody()).toEqual(PAYLOAD);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_RECAPTCHA_SITE_KEY is not set'));
    expect(document.head.querySelector('script[src*="recaptcha"]')).toBeNull();

    await waitFor(() => expect(field.name()).toHaveValue(''));
    for (const input of [field.company(), field.email(), field.interest(), field.message()]) expect(input).toHaveValue('');
    expect((field.phone() as HTMLInputElement).value.replace(/\D/g, '')).toBe('1');
    expect(sessionStorage.getItem('contactDraft')).toBeNull();
  });

  it('says it is sending, ignores more clicks meanwhile, and sends one request', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await openForm();
    await fill(user);
    await user.click(field.submit());
    await waitFor(() => expect(field.submit()).toHaveTextContent('Sending…'));
    expect(field.submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(field.submit());
    await user.click(field.submit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response(null, { status: 204 }));
    await waitFor(() => expect(field.submit()).toHaveTextContent('Send Message'));
    expect(field.submit()).toHaveAttribute('aria-disabled', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([500, 503])('shows the error toast on HTTP %i, logs the error, and keeps every field', async (status) => {
    fetchMock.mockResolvedValue(new Response('{"ok":false,"error":"storage_unavailable"}', { status }));
    const { user } = await openForm();
    await fill(user);
    await user.click(field.submit());

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('There was an error sending your message. Please try again later.'));
    expect(alert).toHaveTextContent('Error');
    expect(error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: `HTTP error! status: ${status}` }));
    expect(field.name()).toHaveValue(VALID.name);
    expect(field.company()).toHaveValue(VALID.company);
    expect(field.email()).toHaveValue(VALID.email);
    expect(field.interest()).toHaveValue('kyc');
    expect(field.phone()).toHaveValue('+1 213 373 4253');
    expect(field.message()).toHaveValue(VALID.message);
    // Sending again is the same submission: the same Idempotency-Key.
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"x"}', { status: 201 }));
    await user.click(field.submit());
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect((sentHeaders(1) as Record<string, string>)['Idempotency-Key']).toBe(
      (sentHeaders(0) as Record<string, string>)['Idempotency-Key'],
    );
  });

  it("marks a field holding characters the service refuses, in the visitor's language, with SPEC's error toast; nothing sent", async () => {
    const { user } = await openForm({ language: 'he' });
    const name = screen.getByRole('textbox', { name: 'שם מלא' });
    await user.type(name, 'עדה');
    await user.paste('\u202eלאבלייס');
    await user.type(screen.getByRole('textbox', { name: 'חברה' }), 'מנועים');
    await user.type(screen.getByRole('textbox', { name: 'דוא"ל עסקי' }), VALID.email);
    await user.type(field.phone(), VALID.phone);
    await user.selectOptions(screen.getByRole('combobox', { name: 'תחום עניין' }), 'kyc');
    await user.click(screen.getByRole('button', { name: 'שליחת הודעה' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      'השדה מכיל תווים שלא ניתן לשלוח (תווי בקרה או תווי כיוון טקסט בלתי נראים, לרוב מהדבקה). נא להקליד אותו מחדש.',
    );
    expect(name).toHaveFocus();
    expect(name).toHaveValue('עדה\u202eלאבלייס');
    expect(screen.getByRole('alert')).toHaveTextContent('שגיאה');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "too many requests" in the visitor\'s language on HTTP 429 and keeps every field', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":false,"error":"too_many_requests"}', { status: 429 }));
    const { user } = await openForm({ language: 'es' });
    await fill(user, VALID, SPANISH);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Demasiadas solicitudes'));
    expect(alert).toHaveTextContent('Espere un minuto y vuelva a intentarlo; su mensaje sigue aquí.');
    expect(SPANISH.name()).toHaveValue(VALID.name);
    expect(SPANISH.company()).toHaveValue(VALID.company);
    expect(SPANISH.email()).toHaveValue(VALID.email);
    expect(SPANISH.interest()).toHaveValue('kyc');
    expect(SPANISH.message()).toHaveValue(VALID.message);
    expect(SPANISH.phone()).toHaveValue('+1 213 373 4253');
  });

  it('stops on an invalid phone number with a destructive toast, sends nothing and points at the field', async () => {
    const { user } = await openForm();
    await fill(user, { ...VALID, phone: '213' });
    await user.click(field.submit());

    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Invalid Phone Number'));
    expect(alert).toHaveTextContent('Please enter a valid phone number');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.phone()).toHaveAttribute('aria-invalid', 'true');
    expect(field.phone()).toHaveFocus();
    // Said at the field too: the toast's description, linked to the field.
    expect(field.phone()).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(field.name()).not.toHaveAttribute('aria-describedby');
  });

  it('marks no field before a send is tried, clears the mark as the field changes, and none after a send', async () => {
    const { user } = await openForm();
    const all = () => [field.name(), field.company(), field.email(), field.phone(), field.interest(), field.message()];
    for (const input of all()) expect(input).not.toHaveAttribute('aria-invalid');
    await fill(user, { ...VALID, phone: '213' });
    await user.click(field.submit());
    await waitFor(() => expect(field.phone()).toHaveAttribute('aria-invalid', 'true'));
    await user.type(field.phone(), '5550123');
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid phone number', { selector: 'p[id]' })).not.toBeInTheDocument();
    await user.click(field.submit());
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(field.name()).toHaveValue(''));
    for (const input of all()) {
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-describedby');
    }
  });

  it('keeps an unsent draft for this tab and restores it after a reload', async () => {
    const { user, unmount } = await openForm();
    await user.type(field.name(), 'Grace Hopper');
    await user.selectOptions(field.interest(), 'qos');
    expect(JSON.parse(sessionStorage.getItem('contactDraft')!)).toMatchObject({ fullName: 'Grace Hopper', interest: 'qos' });
    unmount();

    await openForm();
    await waitFor(() => expect(field.name()).toHaveValue('Grace Hopper'));
    expect(field.interest()).toHaveValue('qos');
  });

  it.each(['garbage{', '[]', '{"fullName":{"x":1},"interest":"crypto"}', 'null'])('survives a stored draft of %j', async (raw) => {
    sessionStorage.setItem('contactDraft', raw);
    await openForm();
    expect(field.name()).toHaveValue('');
    expect(field.interest()).toHaveValue('');
  });

  it('keeps the phone field left-to-right in Hebrew', async () => {
    await openForm({ language: 'he' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'שליחת הודעה' })).toBeInTheDocument();
    expect(field.phone()).toHaveAttribute('dir', 'ltr');
    expect(field.phone().closest('.PhoneInput')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('combobox', { name: 'קידומת מדינה' })).toHaveValue('US');
  });
});

describe('Contact section with a reCAPTCHA site key', () => {
  /** Catches the reCAPTCHA script as it is added and plays Google's part. */
  function fakeGoogle({ loads }: { loads: boolean }) {
    const scripts: HTMLScriptElement[] = [];
    const execute = vi.fn(async () => 'token-abc');
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement && node.src.startsWith('https://www.google.com/recaptcha/')) {
          scripts.push(node);
          queueMicrotask(() => {
            if (loads) Object.assign(window, { grecaptcha: { ready: (callback: () => void) => callback(), execute } });
            node.dispatchEvent(new Event(loads ? 'load' : 'error'));
          });
        } else append(node);
      }
    });
    return { scripts, execute };
  }

  it('loads the script once when the form mounts and sends its token for contact_form', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'test-key');
    const google = fakeGoogle({ loads: true });
    const { user } = await openForm();
    expect(google.scripts.map((script) => script.src)).toEqual(['https://www.google.com/recaptcha/api.js?render=test-key']);

    await fill(user);
    await user.click(field.submit());
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(google.execute).toHaveBeenCalledWith('test-key', { action: 'contact_form' });
    expect(sentHeaders()).toEqual({
      'Content-Type': 'application/json',
      'X-Recaptcha-Token': 'token-abc',
      'Idempotency-Key': expect.stringMatching(UUID) as unknown,
    });
    expect(sentBody()).toEqual(PAYLOAD);
    expect(google.scripts).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('fails with the error toast, logs "Could not load reCAPTCHA" and sends nothing when the script cannot load', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'unreachable-key');
    fakeGoogle({ loads: false });
    const { user } = await openForm();
    await fill(user);
    await user.click(field.submit());

    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('There was an error sending your message. Please try again later.'));
    expect(error).toHaveBeenCalledWith('Could not load reCAPTCHA', expect.any(Error));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.name()).toHaveValue(VALID.name);
  });
});
