import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title.tsx';
import type { IndustryKey } from './industry-keys.ts';

export function IndustryPage({ industry }: { industry: IndustryKey }) {
  const { t } = useTranslation('common');
  return <PageTitle>{t(($) => $.industries[industry])}</PageTitle>;
}
