import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';

/** The content of the home page's #contact section. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <h2 id="contact-title" className={css({ textStyle: 'h2' })}>
      {t(($) => $.title)}
    </h2>
  );
}
