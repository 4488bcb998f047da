import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectNav } from '../../../machines/nav/nav.connect.ts';
import { LANGUAGES, isLanguage } from '../../i18n/languages.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { ActionMenu } from '../../ui/widgets/menu.tsx';
import { useConnect } from '../../ui/app/use-connect.ts';

/**
 * The console's language switch. The console has no language URLs, so choosing a language
 * switches the words in place (the nav actor's `nav.language.select`, as on the public site).
 */
export function ConsoleLanguageMenu() {
  const { t, i18n } = useTranslation();
  const { selectLanguage } = useConnect(useAppActors().nav, connectNav);
  const resolved = i18n.resolvedLanguage;
  const current = isLanguage(resolved) ? resolved : 'en';
  return (
    <ActionMenu
      triggerLabel={t(($) => $.nav.currentLanguage, { language: t(($) => $.languages[current]) })}
      triggerClassName={cx(button({ variant: 'ghost', size: 'sm' }), css({ textTransform: 'uppercase' }))}
      trigger={
        <>
          <Globe size={18} aria-hidden="true" />
          {/* The code hides on a phone: the button's name still says the language. */}
          <span className={css({ display: { base: 'none', sm: 'inline' } })}>{current}</span>
        </>
      }
      actions={LANGUAGES.map((language) => ({
        value: language,
        label: t(($) => $.languages[language]),
        ...(language === current ? { icon: Check } : {}),
        onSelect: () => selectLanguage(language),
      }))}
    />
  );
}
