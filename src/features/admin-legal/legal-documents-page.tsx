import { FileDown, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { text } from '../../../machines/shared/text.ts';
import { connectToastSender } from '../../../machines/toast/toast.connect.ts';
import { printPage } from '../../adapters/print.ts';
import { toStringList } from '../../i18n/string-list.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { AdminPageTitle } from '../../ui/console/admin-page-title.tsx';
import { formatDate } from '../../ui/format/date.ts';
import { TERMS_SECTIONS, TERMS_UPDATED } from './legal-data.ts';

/**
 * Printing shows the document alone: every element that neither contains the document nor
 * sits inside it (the console's top bar, sidebar, page heading and buttons, the toasts) is
 * hidden, whatever the shell's markup.
 */
const printOnlyThis = css({
  _print: {
    borderWidth: '0',
    padding: '0',
    // Panda's selector type wants "&" at either end; here it sits inside :has() and :not().
    // @ts-expect-error -- a valid nested selector that the type cannot express
    'body:has(&) *:not(:has(&), &, & *)': { display: 'none' },
  },
});

/** Legal Documents (SPEC §2): the condensed Terms, with Print and a mock Download PDF. */
export function LegalDocumentsPage() {
  const { t, i18n } = useTranslation('adminLegal');
  const toasts = useConnect(useAppActors().toast, connectToastSender);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const download = () =>
    toasts.show({ title: text('adminLegal:toast.download.title'), description: text('adminLegal:toast.download.description') });

  return (
    <>
      <AdminPageTitle page="legal">
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <button type="button" className={button({ variant: 'outline' })} onClick={printPage}>
            <Printer size={16} aria-hidden="true" />
            {t(($) => $.actions.print)}
          </button>
          <button type="button" className={button()} onClick={download}>
            <FileDown size={16} aria-hidden="true" />
            {t(($) => $.actions.download)}
          </button>
        </div>
      </AdminPageTitle>
      <article className={cx(card({ elevation: 'flat' }), printOnlyThis, css({ maxWidth: 'prose' }))} aria-labelledby="terms-title">
        <header className={css({ marginBlockEnd: '6' })}>
          <h2 id="terms-title" className={css({ textStyle: 'h2' })}>
            {t(($) => $.terms.title)}
          </h2>
          <p className={css({ color: 'fg.muted', marginBlockStart: '2' })}>
            <time dateTime={TERMS_UPDATED}>{t(($) => $.terms.updated, { date: formatDate(TERMS_UPDATED, language) })}</time>
          </p>
        </header>
        {TERMS_SECTIONS.map((key, index) => (
          <section key={key} aria-labelledby={`terms-${key}`} className={css({ marginBlockStart: '6' })}>
            <h3 id={`terms-${key}`} className={css({ textStyle: 'h3', marginBlockEnd: '3' })}>
              {t(($) => $.terms.heading, { number: index + 1, title: t(($) => $.terms.sections[key].title) })}
            </h3>
            {toStringList(t(($) => $.terms.sections[key].paragraphs, { returnObjects: true })).map((paragraph) => (
              <p key={paragraph} className={css({ marginBlockEnd: '3' })}>
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </>
  );
}
