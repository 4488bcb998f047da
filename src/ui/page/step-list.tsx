import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { formatNumber } from '../format/number.ts';

export interface StepText {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** Three numbered steps, joined by a line on wide screens (home and industry pages). */
export function StepList({ steps }: { steps: readonly StepText[] }) {
  const { i18n } = useTranslation();
  return (
    <ol
      className={css({
        listStyle: 'none',
        display: 'grid',
        gap: { base: '8', md: '6' },
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        position: 'relative',
      })}
    >
      {steps.map((step, index) => (
        <li key={step.id} className={css({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '3' })}>
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={css({
                display: { base: 'none', md: 'block' },
                position: 'absolute',
                insetBlockStart: '6',
                insetInlineStart: '14',
                insetInlineEnd: '-4',
                height: '0',
                borderBlockStartWidth: '2px',
                borderStyle: 'dashed',
                borderColor: 'brand.200',
              })}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: '12',
              height: '12',
              borderRadius: 'pill',
              bg: 'accent.solid',
              color: 'fg.onAccent',
              fontWeight: 'bold',
              fontSize: 'lg',
              boxShadow: 'card',
              position: 'relative',
            })}
          >
            {formatNumber(index + 1, i18n.resolvedLanguage)}
          </span>
          <h3 className={css({ textStyle: 'h3' })}>{step.title}</h3>
          <p className={css({ color: 'fg.muted' })}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
