import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title.tsx';

export function AboutPage() {
  const { t } = useTranslation('about');
  return <PageTitle>{t(($) => $.title)}</PageTitle>;
}
