import { expect, PHONE_LANGUAGES, seedStorage, test } from './fixtures.ts';
import { localizedPath } from '../../src/i18n/language-path.ts';

/** Section anchors, in order: the same in every language. */
const SECTION_IDS = [
  'who-we-are',
  'information-we-collect',
  'how-we-use-data',
  'network-data',
  'sharing',
  'international-transfers',
  'security',
  'data-retention',
  'your-rights',
  'children',
  'cookies',
  'changes',
  'how-to-contact-us',
];

interface Expected {
  language: 'en' | 'es' | 'he' | 'pt';
  dir: 'ltr' | 'rtl';
  heading: string;
  title: string;
  lastUpdated: string;
  toc: string;
  contactLink: string;
  /** The operator is a telecom group and the product one of its divisions (SPEC §9). */
  division: string;
  /** Minors under 16; usage records 12–24 months; account data plus up to 5 years; answers in 30 days; changes 30 days ahead; where contact requests go, their 24 months, and how to get a copy or have them deleted. */
  facts: string[];
}

const LANGUAGES: Expected[] = [
  {
    language: 'en',
    dir: 'ltr',
    heading: 'Privacy Policy',
    title: 'Privacy Policy — Signalwise',
    lastUpdated: 'Last updated: June 20, 2025',
    toc: 'On this page',
    contactLink: 'Contact us',
    division: 'Signalwise is the network-API division of Meridian Telecom Group, a telecommunications group',
    facts: [
      'personal data from minors under 16',
      'Telecom usage records, such as API transaction records and network signal records',
      '12 to 24 months',
      'For the duration of the customer relationship plus up to 5 years',
      'We answer every request and complaint within 30 days',
      'material changes at least 30 days before they take effect',
      'Where your contact request goes',
      'up to 24 months after we receive them, then deleted automatically',
      'to get a copy of what you sent with our contact form, or to have it deleted',
    ],
  },
  {
    language: 'es',
    dir: 'ltr',
    heading: 'Política de privacidad',
    title: 'Política de privacidad — Signalwise',
    lastUpdated: 'Última actualización: 20 de junio de 2025',
    toc: 'En esta página',
    contactLink: 'Contáctenos',
    division: 'Signalwise es la división de API de red de Meridian Telecom Group, un grupo de telecomunicaciones',
    facts: [
      'datos personales de menores de 16 años',
      'Registros de uso de telecomunicaciones',
      'Entre 12 y 24 meses',
      'Mientras dure la relación con el cliente y hasta 5 años después',
      'Respondemos a todas las solicitudes y reclamaciones en un plazo de 30 días',
      'con al menos 30 días de antelación',
      'Adónde va su solicitud de contacto',
      'hasta 24 meses desde que las recibimos; después se eliminan automáticamente',
      'para obtener una copia de lo que nos envió con el formulario de contacto, o para que lo eliminemos',
    ],
  },
  {
    language: 'he',
    dir: 'rtl',
    heading: 'מדיניות פרטיות',
    title: 'מדיניות פרטיות — Signalwise',
    lastUpdated: 'עודכן לאחרונה: 20 ביוני 2025',
    toc: 'בעמוד זה',
    contactLink: 'צרו קשר',
    division: 'Signalwise היא חטיבת ממשקי ה-API לרשתות תקשורת של Meridian Telecom Group, קבוצת תקשורת',
    facts: [
      'מידע אישי מקטינים מתחת לגיל 16',
      'רשומות שימוש בשירותי תקשורת',
      '12 עד 24 חודשים',
      'לאורך כל תקופת ההתקשרות עם הלקוח ועד 5 שנים לאחר מכן',
      'אנו משיבים לכל בקשה ולכל תלונה בתוך 30 יום',
      'לפחות 30 יום לפני כניסתם לתוקף',
      'לאן הפנייה שלכם מגיעה',
      'עד 24 חודשים מקבלתן, ולאחר מכן הן נמחקות אוטומטית',
      'כדי לקבל עותק של מה ששלחתם בטופס, או כדי שנמחק אותו',
    ],
  },
  {
    language: 'pt',
    dir: 'ltr',
    heading: 'Política de Privacidade',
    title: 'Política de Privacidade — Signalwise',
    lastUpdated: 'Última atualização: 20 de junho de 2025',
    toc: 'Nesta página',
    contactLink: 'Fale conosco',
    division: 'A Signalwise é a divisão de APIs de rede da Meridian Telecom Group, um grupo de telecomunicações',
    facts: [
      'dados pessoais de menores de 16 anos',
      'Registros de uso de telecomunicações',
      'De 12 a 24 meses',
      'Durante todo o relacionamento com o cliente e por até 5 anos',
      'Respondemos a todas as solicitações e reclamações em até 30 dias',
      'com pelo menos 30 dias de antecedência',
      'Para onde vai sua solicitação de contato',
      'até 24 meses após o recebimento; depois são excluídas automaticamente',
      'para receber uma cópia do que você nos enviou pelo formulário de contato, ou para que seja excluído',
    ],
  },
];

for (const expected of LANGUAGES) {
  test.describe(`privacy policy in ${expected.language}`, () => {
    test.beforeEach(async ({ page }) => {
      await seedStorage(page, { i18nextLng: expected.language });
      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
    });

    test('shows the title, date, direction and the required facts', async ({ page, outsideRequests }) => {
      const article = page.getByRole('article');
      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator('html')).toHaveAttribute('lang', expected.language);
      await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Meridian Telecom Group.*Signalwise/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeLessThanOrEqual(155);

      await expect(article.locator('time')).toHaveText(expected.lastUpdated);
      await expect(article.locator('time')).toHaveAttribute('datetime', '2025-06-20');
      await expect(article).toContainText(expected.division);
      for (const fact of expected.facts) await expect(article).toContainText(fact);
      // Brand names and the address come from interpolation, never from raw placeholders or keys.
      await expect(article).toContainText('privacy@signalwise.example');
      const text = (await article.innerText()).replace(/\s+/g, ' ');
      expect(text).not.toMatch(/\{\{|\}\}|\b(?:privacy|legal|common):|\b(?:sections|blocks|intro|lastUpdated|onThisPage)\b/);
      expect(outsideRequests).toEqual([]);
    });

    test(
      'has thirteen numbered sections, each reachable from the table of contents',
      { tag: PHONE_LANGUAGES.includes(expected.language) ? '@phone' : [] },
      async ({ page, isMobile }) => {
        const headings = page.locator('article section > h2');
        await expect(headings).toHaveCount(13);
        const titles = await headings.allInnerTexts();
        titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${String(index + 1)}\\. \\S`)));

        const toc = page.getByRole('navigation', { name: expected.toc });
        const links = toc.getByRole('link');
        await expect(links).toHaveCount(13);
        await expect(links).toHaveText(titles);
        for (const [index, id] of SECTION_IDS.entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', `#${id}`);
          await expect(page.locator(`section#${id} > h2`)).toHaveText(titles[index] ?? '');
        }

        // Following a contents link brings its section into view.
        await links.nth(7).click();
        await expect(page).toHaveURL(/#data-retention$/);
        const heading = page.locator('#data-retention-title');
        await expect(heading).toBeInViewport();
        // …and not hidden under the sticky site header.
        await expect
          .poll(async () => {
            const [headingBox, headerBox] = await Promise.all([heading.boundingBox(), page.getByRole('banner').boundingBox()]);
            return (headingBox?.y ?? 0) - ((headerBox?.y ?? 0) + (headerBox?.height ?? 0));
          })
          .toBeGreaterThanOrEqual(0);

        // The retention table and every block stay inside the screen; only the table may scroll.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, isMobile ? 'phone layout scrolls sideways' : 'desktop layout scrolls sideways').toBeLessThanOrEqual(0);
      },
    );

    test('ends with a Contact us link to the home contact section, and outbound links open safely', async ({ page }) => {
      const article = page.getByRole('article');
      const contact = article.locator('footer').getByRole('link', { name: expected.contactLink });
      // The home page in the page's own language.
      const home = localizedPath('/', expected.language);
      await expect(contact).toHaveAttribute('href', `${home}#contact`);

      const google = article.locator('section#cookies a[target="_blank"]');
      await expect(google).toHaveCount(2);
      for (const link of await google.all()) {
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\/policies\.google\.com\//);
      }

      await contact.click();
      await expect(page).toHaveURL((url) => url.pathname === home);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(expected.heading);
    });
  });
}
