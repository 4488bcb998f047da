import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NavLinkItem } from '../../config/nav.ts';
import { SectionLink } from '../../ui/page/section-link.tsx';

/**
 * A link of the site's navigation (src/config/nav.ts) in the look of the place that shows it.
 * The text comes from the caller, whose translation is already at hand.
 */
export function NavLink({ item, className, children }: { item: NavLinkItem; className: string; children: ReactNode }) {
  return item.kind === 'section' ? (
    <SectionLink section={item.section} className={className}>
      {children}
    </SectionLink>
  ) : (
    <Link to={item.to} className={className}>
      {children}
    </Link>
  );
}
