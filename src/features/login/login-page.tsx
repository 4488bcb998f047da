import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title.tsx';

export function LoginPage() {
  const { t } = useTranslation('login');
  return <PageTitle>{t(($) => $.title)}</PageTitle>;
}
