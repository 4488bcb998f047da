import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { input } from 'styled-system/recipes/input';
import { visuallyHidden } from '../../ui/widgets/visually-hidden.ts';
import { field, fieldLabel, FIELD_SPANS, formGrid, MESSAGE_ROWS, submitRow, wideField } from './contact-layout.ts';

const bar = css({ display: 'block', width: '1/3', bg: 'bg.muted', borderRadius: 'control', color: 'transparent' });
const box = css({ bg: 'bg.subtle', borderColor: 'border', color: 'transparent' });

/**
 * Stands in for the form while its code loads: the same grid, label lines, boxes and button,
 * built from the same recipes, so the page does not shift when the form replaces it. It is
 * inert; a screen reader hears only that the form is loading.
 */
export function ContactFormPlaceholder() {
  const { t } = useTranslation('contact');
  return (
    <div data-testid="contact-form-placeholder">
      <p className={visuallyHidden}>{t(($) => $.form.loading)}</p>
      <div inert aria-hidden="true" className={formGrid}>
        {FIELD_SPANS.map(([name, wide]) => (
          <div key={name} className={cx(field, wide && wideField)}>
            <span className={cx(fieldLabel, bar)}>&nbsp;</span>
            {name === 'message' ? (
              <textarea rows={MESSAGE_ROWS} tabIndex={-1} readOnly className={cx(input(), box, css({ resize: 'none' }))} />
            ) : name === 'interest' ? (
              // A select's box differs from a text input's; only a select has its height.
              <select tabIndex={-1} className={cx(input(), box)} />
            ) : (
              <div className={cx(input(), box)}>&nbsp;</div>
            )}
          </div>
        ))}
        <div className={submitRow}>
          <span className={cx(button({ size: 'lg' }), css({ bg: 'bg.muted', color: 'transparent', width: '40' }))}>&nbsp;</span>
        </div>
      </div>
    </div>
  );
}
