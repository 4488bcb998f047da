import { expect, isPhone, seedStorage, test } from './fixtures.ts';

// Visitor journeys that act the moment a control is on screen. Tagged @slow: the slow project
// runs them with the CPU throttled and the app's scripts held back, so most of each journey
// happens on the prerendered page before the app has taken over; desktop and phone run them
// at normal speed.

test.describe('the first frame works @slow', () => {
  test('the header menus open and lead where they say, app or no app', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Industries' }).filter({ visible: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Banking' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/banking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
  });

  test('choosing a language goes to that language’s page and is remembered; English brings the visitor back', async ({ page }) => {
    await page.goto('/banking');
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: /Language: English/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('link', { name: 'Español' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/es\/banking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banca' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');

    // The choice holds where the URL names no language: the home page opens in Spanish.
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await page.goto('/es/banking');
    if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('button', { name: /Idioma: Español/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('link', { name: 'English' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/banking$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/banking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a sign-in form filled and sent with Enter before the app arrives never puts the password in the URL', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email or username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin#2025');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // What was typed survives the takeover. The Enter either came before it (nothing is sent;
    // the button works once the app can sign in) or just after it (the app signs in and asks
    // for the code): a visitor follows whichever they see.
    const codeDialog = page.getByRole('dialog', { name: 'Enter 6-digit code' });
    const signIn = page.getByRole('button', { name: 'Sign In', disabled: false });
    await expect(codeDialog.or(signIn)).toBeVisible();
    if (!(await codeDialog.isVisible())) await signIn.click();
    await expect(codeDialog).toBeVisible();
    await page.getByRole('textbox').last().pressSequentially('123456');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(visited.join(' ')).not.toMatch(/password|Admin%232025/);
  });

  test('the sign-in page does not move when the app takes over', { tag: '@slow-only' }, async ({ page }) => {
    await page.goto('/login');
    const hint = page.getByText(/needs JavaScript/);
    await expect(hint).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const before = await footer.boundingBox();
    expect(await page.evaluate(() => performance.getEntriesByName('takeover').length)).toBe(0);
    // The hint goes once the button works; the page under it stays where it was.
    await expect(hint).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign In', disabled: false })).toBeVisible();
    expect(await footer.boundingBox()).toEqual(before);
  });
});

test.describe('the first frame works for a first visit @slow', () => {
  test.use({ consent: null });

  test('a cookie answer given before the app arrives closes the banner at once and is what the app finds', async ({ page }) => {
    await page.goto('/about-us');
    const banner = page.getByRole('region', { name: 'Your cookie choices' });
    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as Record<string, unknown> | null);
    expect(stored).toMatchObject({ version: 1, preferences: false, analytics: false, marketing: false, scheduling: false });
    // Once the app runs, the footer's Cookie settings opens the dialog with that choice.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Analytics/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(banner).toBeHidden();
  });

  test(
    'the banner’s buttons stay where they are when the app takes over, so a tap on its way lands',
    { tag: '@slow-only' },
    async ({ page }) => {
      await page.goto('/');
      const reject = page.getByRole('region', { name: 'Your cookie choices' }).getByRole('button', { name: 'Reject' });
      await expect(reject).toBeVisible();
      const before = await reject.boundingBox();
      expect(await page.evaluate(() => performance.getEntriesByName('takeover').length)).toBe(0);
      // Only to compare after it: the visitor does not wait for this.
      await page.waitForFunction(() => performance.getEntriesByName('takeover').length > 0);
      expect(await reject.boundingBox()).toEqual(before);
    },
  );
});

test.describe('the contact form, however the visitor gets there @slow', () => {
  const sendOk = (page: import('@playwright/test').Page) =>
    page.route('**/api/v1/contact', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true}' }));

  test('scrolled to before the app arrives, it appears and sends', async ({ page }) => {
    test.skip(isPhone(page), 'the End key is a keyboard journey');
    await sendOk(page);
    await page.goto('/');
    // On a busy slow phone Chromium can drop the scroll an early End asks for (the key arrives,
    // the page stays put); a person seeing that presses End again.
    await expect(async () => {
      await page.keyboard.press('End');
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    }).toPass({ intervals: [500, 1_000] });
    const name = page.getByRole('textbox', { name: 'Full Name' });
    await name.fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines Ltd');
    await page.getByRole('textbox', { name: 'Business Email' }).fill('ada@engines.example');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+12133734253');
    await page.getByRole('combobox', { name: 'Interested In' }).selectOption('kyc');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('toast')).toContainText('Your message has been sent successfully!');
    await expect(name).toHaveValue('');
  });

  test('a #contact link from another page shows it', async ({ page }) => {
    await page.goto('/about-us');
    await page.goto('/#contact');
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
  });
});

test.describe('a visitor whose browser speaks Hebrew', () => {
  test.use({ locale: 'he-IL' });

  test('gets the Hebrew page from the first frame, right to left, and a shared Portuguese link stays Portuguese', async ({ page }) => {
    // What the first frame shows: the HTML a Hebrew reader is sent to is Hebrew in itself.
    await page.goto('/banking');
    await expect(page).toHaveURL(/\/he\/banking$/);
    // The document it was sent to is Hebrew in itself, before any script of the app runs.
    const html = await (await page.request.get('/he/banking')).text();
    expect(html).toMatch(/<html lang="he" dir="rtl">/);
    expect(html).toMatch(/<h1[^>]*>בנקאות<\/h1>/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'בנקאות' })).toBeVisible();

    await page.goto('/pt/banking');
    await expect(page).toHaveURL(/\/pt\/banking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    // Following a shared link stores nothing: the next visit is Hebrew again.
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/he\/about-us$/);
  });

  test('the sign-in page, which has no language URL, never paints English first', async ({ page }) => {
    await seedStorage(page, { i18nextLng: 'he' });
    await page.goto('/login');
    // The English words are hidden until the app renders the page in Hebrew.
    await expect(page.getByRole('heading', { level: 1, name: 'כניסה למסוף הניהול' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByText('Sign In', { exact: true })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, consent: null });

  test('the header menus, language links and pages work as plain HTML', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/he/banking');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    if (isPhone(page)) await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
    await page
      .getByRole('button', { name: /שפה: עברית/ })
      .filter({ visible: true })
      .click();
    await page.getByRole('link', { name: 'Português' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/pt\/banking$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Setores' }).filter({ visible: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Logística' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/pt\/logistics$/);
    // Without scripts nobody could answer the cookie banner, so it is not shown.
    await expect(page.getByRole('region', { name: /cookies/i })).toBeHidden();
  });

  test('the sign-in form cannot be sent, so the password never reaches the address bar', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email or username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin#2025');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    expect(page.url()).toMatch(/\/login$/);
  });
});
