import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';

// What the billing page's sections share: their heading and lead, and the reader's language.
export const sectionTitle = css({ textStyle: 'h3' });
export const sectionLead = css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' });

export function useLanguage() {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
