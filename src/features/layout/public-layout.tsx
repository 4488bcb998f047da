import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { TakeoverSignal } from '../../start-up/readiness.ts';
import { skipLink } from '../../ui/page/skip-link.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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
