import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { TakeoverSignal } from '../../ui/hydration.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export const skipLink = css({
  position: 'absolute',
  insetInlineStart: '4',
  insetBlockStart: '-20',
  zIndex: 'skipLink',
  bg: 'accent.solid',
  color: 'fg.onAccent',
  paddingInline: '4',
  paddingBlock: '2',
  borderRadius: 'control',
  fontWeight: 'semibold',
  _focus: { insetBlockStart: '2' },
});

export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: 'dvh' })}>
      <a href="#main" className={skipLink}>
        {t(($) => $.nav.skipToContent)}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={css({ flex: '1', _focus: { outline: 'none' } })}>
        <Outlet />
      </main>
      <Footer />
      <TakeoverSignal />
    </div>
  );
}
