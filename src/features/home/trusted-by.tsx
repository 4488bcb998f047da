import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { INDUSTRY_KEYS } from '../../config/industry-keys.ts';
import { container } from '../../ui/page/container.ts';

const industryLink = css({
  display: 'inline-block',
  paddingInline: '2',
  paddingBlock: '1',
  borderRadius: 'control',
  fontSize: { base: 'md', md: 'lg' },
  fontWeight: 'bold',
  letterSpacing: 'widest',
  // Hebrew has no capitals, and letter-spacing breaks up its words.
  _rtl: { letterSpacing: 'normal' },
  // Uppercase in CSS only: the words stay as written for screen readers and other scripts.
  textTransform: 'uppercase',
  color: 'fg.muted',
  textDecoration: 'none',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { color: 'accent.fg' },
});

/** The five industries we serve, each linking to its page (SPEC §2 Trusted-by). */
export function TrustedBy() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section aria-labelledby="trusted-title" className={css({ borderBlockWidth: '1px', borderColor: 'border', bg: 'bg' })}>
      <div
        className={cx(
          container,
          css({
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            alignItems: 'center',
            gap: { base: '4', md: '8' },
            paddingBlock: '8',
          }),
        )}
      >
        <h2 id="trusted-title" className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.subtle', flexShrink: 0 })}>
          {t(($) => $.trustedBy.title)}
        </h2>
        <ul
          className={css({
            listStyle: 'none',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: { base: 'center', md: 'space-between' },
            columnGap: { base: '4', md: '8' },
            rowGap: '2',
            flex: '1',
          })}
        >
          {INDUSTRY_KEYS.map((industry) => (
            <li key={industry}>
              <Link to="/$industry" params={{ industry }} className={industryLink}>
                {t(($) => $.common.industries[industry])}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
