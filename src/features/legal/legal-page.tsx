import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title.tsx';

export type LegalDocument = 'privacy' | 'terms' | 'cookies';

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  return <PageTitle>{t(`${document}.title`)}</PageTitle>;
}
