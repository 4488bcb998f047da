import type { Locator } from '@playwright/test';
import { expect, seedStorage, test } from './fixtures.ts';

/**
 * Inline feedback (issue 15): a rejected field says why beside it (the toast's description),
 * carries aria-invalid and aria-describedby, and takes focus; nothing is marked before a send
 * is tried nor after a successful one.
 */

const ADMIN = '{"access":"mock","role":"Admin"}';

const texts = {
  en: {
    name: 'Full Name',
    company: 'Company',
    email: 'Business Email',
    phone: 'Phone Number',
    interest: 'Interested In',
    submit: 'Send Message',
    invalidPhone: 'Please enter a valid phone number',
    sent: 'Your message has been sent successfully!',
    city: 'City',
    address: 'Address',
    save: 'Save changes',
    required: 'Fill in this field.',
    saved: 'Changes Saved (Mock)',
  },
  he: {
    name: 'שם מלא',
    company: 'חברה',
    email: 'דוא"ל עסקי',
    phone: 'מספר טלפון',
    interest: 'תחום עניין',
    submit: 'שליחת הודעה',
    invalidPhone: 'הזינו מספר טלפון תקין',
    sent: 'ההודעה שלכם נשלחה בהצלחה!',
    city: 'עיר',
    address: 'כתובת',
    save: 'שמירת שינויים',
    required: 'יש למלא את השדה הזה.',
    saved: 'השינויים נשמרו (הדמיה)',
  },
} as const;

const borderColor = (field: Locator) => field.evaluate((element) => getComputedStyle(element).borderColor);

for (const language of ['en', 'he'] as const) {
  const t = texts[language];

  test.describe(`inline feedback (${language})`, () => {
    test(
      'the contact form marks the rejected phone at the field, and nothing after a successful send',
      { tag: '@phone' },
      async ({ page }) => {
        await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
        await seedStorage(page, { i18nextLng: language });
        await page.goto('/');
        await page.locator('#contact').scrollIntoViewIfNeeded();
        const name = page.getByRole('textbox', { name: t.name });
        await expect(name).toBeVisible();
        const neutral = await borderColor(name);
        const phone = page.getByRole('textbox', { name: t.phone });

        await name.fill('Ada Lovelace');
        await page.getByRole('textbox', { name: t.company, exact: true }).fill('Analytical Engines Ltd');
        await page.getByRole('textbox', { name: t.email }).fill('ada@engines.example');
        await phone.fill('+1213');
        await page.getByRole('combobox', { name: t.interest }).selectOption('kyc');
        // Typed into and left: still not marked before a send is tried.
        await expect(phone).not.toHaveAttribute('aria-invalid');
        await page.getByRole('button', { name: t.submit }).click();

        await expect(phone).toHaveAttribute('aria-invalid', 'true');
        await expect(phone).toHaveAccessibleDescription(t.invalidPhone);
        await expect(phone).toBeFocused();
        await expect(page.getByText(t.invalidPhone, { exact: true }).first()).toBeVisible();
        await expect(name).not.toHaveAttribute('aria-invalid');

        await phone.fill('+12133734253');
        await expect(phone).not.toHaveAttribute('aria-invalid');
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByTestId('toast')).toContainText(t.sent);
        await expect(name).toHaveValue('');
        // The cleared form is not red: no field marked, borders as before anything was typed.
        for (const field of [name, page.getByRole('textbox', { name: t.email }), phone, page.getByRole('combobox', { name: t.interest })]) {
          await expect(field).not.toHaveAttribute('aria-invalid');
        }
        expect(await borderColor(name)).toBe(neutral);
        expect(await borderColor(page.getByRole('textbox', { name: t.email }))).toBe(neutral);
      },
    );

    test('Company Settings marks a blank field at the field and focuses it', { tag: '@phone' }, async ({ page }) => {
      await seedStorage(page, { authToken: ADMIN, i18nextLng: language });
      await page.goto('/admin/company');
      const city = page.getByLabel(t.city, { exact: true });
      await city.fill('');
      const address = page.getByRole('form', { name: t.address });
      await address.getByRole('button', { name: t.save }).click();
      await expect(city).toHaveAttribute('aria-invalid', 'true');
      await expect(city).toHaveAccessibleDescription(t.required);
      await expect(city).toBeFocused();
      await city.fill('Haifa');
      await expect(city).not.toHaveAttribute('aria-invalid');
      await address.getByRole('button', { name: t.save }).click();
      await expect(page.getByTestId('toast')).toContainText(t.saved);
    });
  });
}
