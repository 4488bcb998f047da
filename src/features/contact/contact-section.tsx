import { Mail, Phone } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookMeetingButton } from '../../ui/page/book-meeting-button.tsx';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { whenNearViewport } from '../../adapters/near-viewport.ts';
import { BRAND } from '../../config/brand.ts';
import { BENEFITS } from './contact-benefits.ts';
import { ContactFormPlaceholder } from './contact-form-placeholder.tsx';

// The form brings the phone library and reCAPTCHA with it: fetched only near the section.
const ContactForm = lazy(() => import('./contact-form.tsx'));

const iconBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '10',
  height: '10',
  borderRadius: 'control',
  bg: 'accent.subtle',
  color: 'accent.fg',
});

const contactLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '3',
  color: 'fg',
  fontWeight: 'medium',
  textDecoration: 'none',
  borderRadius: 'control',
  overflowWrap: 'anywhere',
  _hover: { color: 'accent.fg', textDecoration: 'underline' },
});

/** Mounts the form once the section nears the viewport (or takes keyboard focus). */
function LazyContactForm() {
  // A view concern, not a flow: whether this part of the page has been reached yet.
  const [near, setNear] = useState(false);
  const watch = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    return whenNearViewport(element, () => setNear(true));
  }, []);
  return (
    <div ref={watch}>
      {near ? (
        <Suspense fallback={<ContactFormPlaceholder />}>
          <ContactForm />
        </Suspense>
      ) : (
        <ContactFormPlaceholder />
      )}
    </div>
  );
}

/** The content of the home page's #contact section: intro, form, reasons and direct lines. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <>
      <div className={css({ maxWidth: 'prose', marginBlockEnd: { base: '8', md: '10' } })}>
        <h2 id="contact-title" className={css({ textStyle: 'h2' })}>
          {t(($) => $.title)}
        </h2>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', marginBlockStart: '4' })}>{t(($) => $.intro)}</p>
      </div>
      <div
        className={css({
          display: 'grid',
          gap: { base: '6', lg: '8' },
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        })}
      >
        <div className={card()}>
          <p className={css({ textStyle: 'small', color: 'fg.muted', marginBlockEnd: '5' })}>{t(($) => $.form.requiredNote)}</p>
          <LazyContactForm />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <div className={card({ tone: 'subtle', elevation: 'flat' })}>
            <h3 className={css({ textStyle: 'h3' })}>{t(($) => $.why.title)}</h3>
            <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '5', marginBlockStart: '5' })}>
              {BENEFITS.map(({ key, icon: Icon }) => (
                <li key={key} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
                  <span className={iconBadge}>
                    <Icon size={20} aria-hidden="true" />
                  </span>
                  <div>
                    <p className={css({ fontWeight: 'semibold' })}>{t(($) => $.why[key].title)}</p>
                    <p className={css({ textStyle: 'small', color: 'fg.muted', marginBlockStart: '1' })}>{t(($) => $.why[key].text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className={card({ tone: 'subtle', elevation: 'flat' })}>
            <h3 className={css({ textStyle: 'h3' })}>{t(($) => $.info.title)}</h3>
            <dl className={css({ display: 'flex', flexDirection: 'column', gap: '4', marginBlockStart: '5' })}>
              <div>
                <dt className={css({ textStyle: 'small', color: 'fg.muted', marginBlockEnd: '1' })}>{t(($) => $.info.email)}</dt>
                <dd>
                  <a href={`mailto:${BRAND.salesEmail}`} className={contactLink}>
                    <span className={iconBadge}>
                      <Mail size={20} aria-hidden="true" />
                    </span>
                    <span dir="ltr">{BRAND.salesEmail}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt className={css({ textStyle: 'small', color: 'fg.muted', marginBlockEnd: '1' })}>{t(($) => $.info.phone)}</dt>
                <dd>
                  <a href={`tel:${BRAND.salesPhoneE164}`} className={contactLink}>
                    <span className={iconBadge}>
                      <Phone size={20} aria-hidden="true" />
                    </span>
                    <span dir="ltr">{BRAND.salesPhone}</span>
                  </a>
                </dd>
              </div>
            </dl>
            <div className={css({ marginBlockStart: '6', paddingBlockStart: '5', borderBlockStartWidth: '1px', borderColor: 'border' })}>
              <p className={css({ textStyle: 'small', color: 'fg.muted', marginBlockEnd: '3' })}>{t(($) => $.info.meeting)}</p>
              <BookMeetingButton variant="outline" />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
