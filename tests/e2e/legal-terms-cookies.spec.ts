import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BRAND } from '../../src/config/brand.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';
import { expect, seedStorage, test } from './fixtures.ts';

type Language = 'en' | 'es' | 'he' | 'pt';
const LANGUAGES: readonly Language[] = ['en', 'es', 'he', 'pt'];

interface LegalFile {
  meta: { title: string; description: string };
  title: string;
  sections: { id: string; title: string; blocks: { type: string; headers?: string[]; rows?: string[][] }[] }[];
}

// The brand names reach the page through i18next's default variables; fill them in the same way.
const fill = (text: string) => text.replaceAll('{{product}}', BRAND.product).replaceAll('{{operator}}', BRAND.operator);

function readTexts(language: Language, namespace: 'terms' | 'cookies' | 'privacy'): LegalFile {
  const raw = readFileSync(new URL(`../../src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8');
  return JSON.parse(fill(raw)) as LegalFile;
}

/** What each language must say, written out here so a wrong or missing translation fails. */
const EXPECTED: Record<
  Language,
  {
    contactLink: string;
    adultRule: string;
    doNotTrack: string;
    tocHeading: string;
    /** Headings a privacy policy would have; the terms page must not repeat them. */
    privacyTitles: string[];
  }
> = {
  en: {
    contactLink: 'Contact us',
    adultRule: 'You must be 18 years of age or older',
    doNotTrack: 'We do not respond to Do Not Track signals.',
    tocHeading: 'On this page',
    privacyTitles: ['Information we collect', 'How we use your information', 'Data retention', 'Your rights', 'Children'],
  },
  es: {
    contactLink: 'Contáctenos',
    adultRule: 'debe ser mayor de 18 años',
    doNotTrack: 'No respondemos a las señales Do Not Track.',
    tocHeading: 'En esta página',
    privacyTitles: ['Información que recopilamos', 'Conservación de datos', 'Sus derechos', 'Menores'],
  },
  he: {
    contactLink: 'צרו קשר',
    adultRule: 'עליכם להיות בני 18 ומעלה',
    doNotTrack: 'איננו מגיבים לאותות Do Not Track.',
    tocHeading: 'בעמוד זה',
    privacyTitles: ['המידע שאנו אוספים', 'שמירת מידע', 'הזכויות שלכם', 'קטינים'],
  },
  pt: {
    contactLink: 'Fale conosco',
    adultRule: 'você deve ter 18 anos ou mais',
    doNotTrack: 'Não respondemos a sinais Do Not Track.',
    tocHeading: 'Nesta página',
    privacyTitles: ['Informações que coletamos', 'Retenção de dados', 'Seus direitos', 'Menores'],
  },
};

const ENGLISH_CATEGORIES = [
  ['Strictly necessary', 'Session to 24 hours'],
  ['Preferences', 'Up to 1 year'],
  ['Analytics', '30 minutes to 2 years'],
  ['Marketing', '30 days to 1 year'],
] as const;

const OPT_OUT_LINKS = ['https://tools.google.com/dlpage/gaoptout', 'https://adssettings.google.com/', 'https://optout.aboutads.info/'];

async function open(page: Page, language: Language, path: string) {
  await seedStorage(page, { i18nextLng: language });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
}

/** Untranslated keys or unfilled placeholders would show up as text like these. */
async function expectNoRawKeys(page: Page) {
  const text = await page.locator('#main').innerText();
  expect(text).not.toMatch(/\{\{|\}\}|\b(meta|sections|intro|legal|terms|cookies)[.:][a-z]/i);
}

async function expectCommonEnding(page: Page, language: Language, file: LegalFile, updated: string) {
  await expect(page).toHaveTitle(file.meta.title);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', file.meta.description);
  await expect(page.locator(`article time[datetime="${updated}"]`)).toBeVisible();
  const contact = page.locator('article > footer').getByRole('link', { name: EXPECTED[language].contactLink, exact: true });
  await expect(contact).toHaveAttribute('href', `${localizedPath('/', language)}#contact`);
  await expectNoRawKeys(page);
}

for (const language of LANGUAGES) {
  test.describe(`legal pages in ${language}`, () => {
    test('the terms are real terms of use, with the 18+ rule and no privacy-policy sections', async ({ page }) => {
      const terms = readTexts(language, 'terms');
      await open(page, language, '/terms-and-conditions');
      const article = page.locator('article');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
      const titles = terms.sections.map((section) => section.title);
      expect(titles).toHaveLength(11);
      await expect(article.locator('section h2')).toHaveText(titles);
      // The table of contents lists every section and points at its anchor.
      const toc = page.getByRole('navigation', { name: EXPECTED[language].tocHeading });
      await expect(toc.getByRole('link')).toHaveText(titles);
      await expect(toc.getByRole('link').first()).toHaveAttribute('href', '#introduction');

      await expect(article.locator('#accounts')).toContainText(EXPECTED[language].adultRule);
      await expect(article.locator('#changes')).toContainText('30');

      for (const title of EXPECTED[language].privacyTitles) {
        await expect(article.getByRole('heading', { name: title })).toHaveCount(0);
      }
      // The old defect: the terms page repeated the privacy policy. Both documents may share a
      // generic heading or two (introduction, changes, contact), never the policy's body.
      const bare = (title: string) =>
        title
          .replace(/^\d+\.\s*/, '')
          .trim()
          .toLowerCase();
      const shown = (await article.locator('section h2').allInnerTexts()).map(bare);
      const privacyTitles = readTexts(language, 'privacy').sections.map((section) => bare(section.title));
      expect(privacyTitles.filter((title) => shown.includes(title)).length).toBeLessThanOrEqual(3);
      if (language === 'en') {
        await expect(page.locator('article time')).toHaveText('Last updated: June 17, 2025');
        await expect(article.locator('#governing-law')).toContainText(
          'the laws of the jurisdiction in which Meridian Telecom Group is established',
        );
      }
      await expectCommonEnding(page, language, terms, '2025-06-17');
    });

    test('the cookies policy has seven sections, the category table, opt-out links and the Do Not Track statement', async ({ page }) => {
      const cookies = readTexts(language, 'cookies');
      await open(page, language, '/cookie-policy');
      const article = page.locator('article');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cookies.title);
      // Seven section headings, plus the table of contents' own h2 ahead of them.
      const titles = cookies.sections.map((section) => section.title);
      await expect(article.locator('section h2')).toHaveCount(7);
      await expect(article.locator('section h2')).toHaveText(titles);
      await expect(article.getByRole('heading', { level: 2 })).toHaveText([EXPECTED[language].tocHeading, ...titles]);

      const table = article.locator('#types-of-cookies').getByRole('table');
      const data = cookies.sections.flatMap((section) => section.blocks).find((block) => block.type === 'table');
      expect(data?.rows).toHaveLength(4);
      await expect(table.getByRole('columnheader')).toHaveText(data?.headers ?? []);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(4);
      await expect(table.getByRole('rowheader')).toHaveText((data?.rows ?? []).map((row) => row[0] ?? ''));
      await expect(rows.locator('td:nth-of-type(2)')).toHaveText((data?.rows ?? []).map((row) => row[2] ?? ''));
      if (language === 'en') {
        await expect(table.getByRole('rowheader')).toHaveText(ENGLISH_CATEGORIES.map(([category]) => category));
        await expect(rows.locator('td:nth-of-type(2)')).toHaveText(ENGLISH_CATEGORIES.map(([, lifespan]) => lifespan));
        await expect(table.locator('caption')).toHaveText('Cookie categories on the Signalwise website');
        await expect(rows.first()).toContainText('reCAPTCHA');
        await expect(rows.first()).toContainText('consent');
        await expect(page.locator('article time')).toHaveText('Last updated: June 20, 2025');
        await expect(article.locator('#your-choices')).toContainText('“Cookie settings” link in the footer');
        await expect(article.locator('#third-party-cookies')).toContainText('“Book a meeting” dialog');
      }

      const outbound = article.locator('#your-choices').getByRole('link');
      await expect(outbound).toHaveCount(3);
      for (const [index, href] of OPT_OUT_LINKS.entries()) {
        const link = outbound.nth(index);
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
      }

      await expect(article.locator('#do-not-track')).toContainText(EXPECTED[language].doNotTrack);

      if (language === 'he') {
        // The table follows the page: its first column (the category) is on the right.
        await expect(table).toHaveCSS('direction', 'rtl');
        const headers = table.getByRole('columnheader');
        const first = await headers.first().boundingBox();
        const last = await headers.last().boundingBox();
        expect(first && last && first.x > last.x).toBe(true);
        const rowHeader = await table.getByRole('rowheader').first().boundingBox();
        const lastCell = await rows.first().locator('td').last().boundingBox();
        expect(rowHeader && lastCell && rowHeader.x > lastCell.x).toBe(true);
      }
      await expectCommonEnding(page, language, cookies, '2025-06-20');
    });
  });
}
