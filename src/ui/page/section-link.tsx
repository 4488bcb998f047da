import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type HomeSection } from '../../../machines/section-scroll/index.ts';
import { connectSectionScroll } from '../../../machines/section-scroll/section-scroll.connect.ts';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../app/actors-context.ts';
import { useConnect } from '../app/use-connect.ts';
import { localizedPath } from '../../i18n/language-path.ts';

type SectionLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { section: HomeSection };

/**
 * A real link to /#section in the current language (/es#section; it works without JavaScript and in a new tab); a plain click is
 * handed to the section-scroll machine, which navigates home first when needed.
 */
export function SectionLink({ section, onClick, children, ...props }: SectionLinkProps) {
  const { go } = useConnect(useAppActors().sectionScroll, connectSectionScroll);
  const { i18n } = useTranslation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(section);
  };
  return (
    <a {...props} href={`${localizedPath('/', i18n.resolvedLanguage)}#${section}`} onClick={handleClick}>
      {children}
    </a>
  );
}
