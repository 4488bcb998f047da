import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { container } from '../../ui/container.ts';
import { formatDate } from '../../ui/format/date.ts';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { SectionLink } from '../layout/section-link.tsx';
import { LEGAL_DOCUMENTS, toLegalSections, toStringList, type LegalBlock, type LegalDocumentKey } from './legal-documents.ts';

const prose = css({
  color: 'fg',
  '& p': { marginBlockEnd: '4' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6', marginBlockEnd: '4', display: 'grid', gap: '2' },
});

const cell = css({
  textAlign: 'start',
  paddingInline: '3',
  paddingBlock: '2',
  borderBlockEndWidth: '1px',
  borderColor: 'border',
  verticalAlign: 'top',
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
      return (
        // On a phone the table keeps a readable width and scrolls inside its own box, which
        // is focusable and named so keyboard users can scroll it too (WCAG 2.1.1).
        <div
          role="region"
          aria-label={block.caption}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={css({ overflowX: 'auto', marginBlockEnd: '6', borderWidth: '1px', borderColor: 'border', borderRadius: 'card' })}
        >
          <table className={css({ width: 'full', minWidth: 'tableMin', borderCollapse: 'collapse', fontSize: 'sm' })}>
            <caption className={css({ textAlign: 'start', padding: '3', fontWeight: 'semibold' })}>{block.caption}</caption>
            <thead className={css({ bg: 'bg.subtle' })}>
              <tr>
                {block.headers.map((header) => (
                  <th key={header} scope="col" className={cell}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((value, index) =>
                    index === 0 ? (
                      <th key={value} scope="row" className={cx(cell, css({ fontWeight: 'semibold' }))}>
                        {value}
                      </th>
                    ) : (
                      <td key={`${String(index)}-${value}`} className={cell}>
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
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
 * the numbered sections from its locale file, and a way to reach us at the end.
 */
export function LegalPage({ document }: { document: LegalDocumentKey }) {
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
