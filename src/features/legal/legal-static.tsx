import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { toStringList } from '../../i18n/string-list.ts';
import { container } from '../../ui/container.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { formatDate } from '../../ui/format/date.ts';
import { SectionLink } from '../../ui/section-link.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { LEGAL_DOCUMENTS, toLegalSections, type LegalBlock, type LegalDocumentKey } from './legal-documents.ts';

const prose = css({
  color: 'fg',
  '& p': { marginBlockEnd: '4' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6', marginBlockEnd: '4', display: 'grid', gap: '2' },
});

function Block({ block, newTab }: { block: LegalBlock; newTab: string }) {
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      // On a phone the category stays in view while the rest scrolls sideways in its own
      // focusable, named box, with a shadow where more is hidden (the console's DataTable).
      return (
        <div className={css({ marginBlockEnd: '6' })}>
          <DataTable
            columns={block.headers.map((header, index) => ({
              id: String(index),
              header,
              cell: (row: readonly string[]) =>
                index === 0 ? <span className={css({ fontWeight: 'semibold' })}>{row[0]}</span> : row[index],
            }))}
            rows={block.rows}
            rowKey={(row) => row.join('|')}
            caption={block.caption}
            captionVisible
          />
        </div>
      );
    case 'links':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                className={css({ color: 'accent.fg', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', gap: '1' })}
              >
                {item.label}
                <ExternalLink size={14} aria-hidden="true" />
                <span className={visuallyHidden}>({newTab})</span>
              </a>
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * A legal document: title, last-updated date in the reader's language, a table of contents,
 * the numbered sections from its locale file, and a way to reach us at the end (static
 * content, legal-content.ts).
 */
export function LegalContent({ document }: { document: LegalDocumentKey }) {
  const { namespace, updated } = LEGAL_DOCUMENTS[document];
  const { t, i18n } = useTranslation([namespace, 'legal']);
  const sections = toLegalSections(t(($) => $.sections, { ns: namespace, returnObjects: true }));
  const intro = toStringList(t(($) => $.intro, { ns: namespace, returnObjects: true }));
  const date = formatDate(updated, i18n.resolvedLanguage);

  return (
    <article className={cx(container, css({ paddingBlock: { base: '10', md: '16' }, maxWidth: 'prose' }))}>
      <header className={css({ marginBlockEnd: '8' })}>
        <h1 className={css({ textStyle: 'h1' })}>{t(($) => $.title, { ns: namespace })}</h1>
        <p className={css({ color: 'fg.muted', marginBlockStart: '2' })}>
          <time dateTime={updated}>{t(($) => $.legal.lastUpdated, { date })}</time>
        </p>
      </header>
      <div className={prose}>
        {Array.isArray(intro)
          ? intro.filter((line): line is string => typeof line === 'string').map((line) => <p key={line}>{line}</p>)
          : null}
      </div>
      {sections.length > 0 ? (
        <nav aria-labelledby="legal-toc" className={css({ marginBlock: '8', padding: '5', bg: 'bg.subtle', borderRadius: 'card' })}>
          <h2 id="legal-toc" className={css({ textStyle: 'eyebrow', color: 'fg.muted', marginBlockEnd: '3' })}>
            {t(($) => $.legal.onThisPage)}
          </h2>
          <ol className={css({ display: 'grid', gap: '1.5', listStyle: 'none' })}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={css({ color: 'accent.fg', _hover: { textDecoration: 'underline' } })}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={css({ marginBlockStart: '10' })}>
          <h2 id={`${section.id}-title`} className={css({ textStyle: 'h3', marginBlockEnd: '4' })}>
            {section.title}
          </h2>
          <div className={prose}>
            {section.blocks.map((block, index) => (
              <Block key={`${section.id}-${String(index)}`} block={block} newTab={t(($) => $.legal.opensInNewTab)} />
            ))}
          </div>
        </section>
      ))}
      <footer className={css({ marginBlockStart: '12', paddingBlockStart: '6', borderBlockStartWidth: '1px', borderColor: 'border' })}>
        <p>
          {t(($) => $.legal.contact.lead)}{' '}
          <SectionLink section="contact" className={css({ color: 'accent.fg', fontWeight: 'semibold', textDecoration: 'underline' })}>
            {t(($) => $.legal.contact.link)}
          </SectionLink>
        </p>
      </footer>
    </article>
  );
}
