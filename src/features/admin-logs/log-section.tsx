import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { downloadTextFile } from '../../adapters/download.ts';
import { useCsvExport } from '../../ui/table/csv-export.ts';
import { formatDateTime } from '../../ui/format/date.ts';

/** The Export CSV of the log tables: a real download of the rows shown, and the spec's mock toast. */
export const useLogExport = () => useCsvExport('logs:toast.exported', downloadTextFile);

interface LogSectionProps {
  readonly title: string;
  readonly description: string;
  readonly onExport?: () => void;
  /** Search and filters, between the heading and the content. */
  readonly toolbar?: ReactNode;
  /** Menus beside Export CSV (saved views, columns). */
  readonly tools?: ReactNode;
  /** Gets the heading's id, so the content (a table region, a list) can take its name. */
  readonly children: (headingId: string) => ReactNode;
}

/** A titled section with its Export CSV button. */
export function LogSection({ title, description, onExport, toolbar, tools, children }: LogSectionProps) {
  const { t } = useTranslation('logs');
  const headingId = useId();
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <h2 id={headingId} className={css({ textStyle: 'h3' })}>
            {title}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>{description}</p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {tools}
          {onExport ? (
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-describedby={headingId} onClick={onExport}>
              <Download size={16} aria-hidden="true" />
              {t(($) => $.export)}
            </button>
          ) : null}
        </div>
      </div>
      {toolbar}
      {children(headingId)}
    </section>
  );
}

export function Timestamp({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} dir="ltr">
      {formatDateTime(value, i18n.resolvedLanguage)}
    </time>
  );
}
