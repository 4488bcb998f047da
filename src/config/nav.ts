import type { HomeSection } from '../../machines/section-scroll/index.ts';
import type commonTexts from '../locales/en/common.json';

/** The texts of common.json's `nav` group that name a link. */
export type NavLabel = Extract<
  keyof typeof commonTexts.nav,
  'solutions' | 'howItWorks' | 'industries' | 'developers' | 'aboutUs' | 'contactSales'
>;

/** A link to a section of the home page (scrolled to by the section-scroll machine). */
export interface SectionNavItem {
  readonly kind: 'section';
  readonly section: HomeSection;
  readonly label: NavLabel;
}
/** A link to a page. */
export interface PageNavItem {
  readonly kind: 'page';
  readonly to: '/about-us' | '/apis';
  readonly label: NavLabel;
}
/** The industry pages: a menu in the header, a column of links in the footer. */
export interface IndustriesNavItem {
  readonly kind: 'industries';
  readonly label: NavLabel;
}
export type NavLinkItem = SectionNavItem | PageNavItem;

/** Every link of the site's navigation, once. */
export const NAV_ITEMS = {
  solutions: { kind: 'section', section: 'solutions', label: 'solutions' },
  howItWorks: { kind: 'section', section: 'how-it-works', label: 'howItWorks' },
  industries: { kind: 'industries', label: 'industries' },
  developers: { kind: 'page', to: '/apis', label: 'developers' },
  aboutUs: { kind: 'page', to: '/about-us', label: 'aboutUs' },
  contactSales: { kind: 'section', section: 'contact', label: 'contactSales' },
} as const satisfies Record<string, NavLinkItem | IndustriesNavItem>;

/** The header's bar, in order; the phone menu lists the same. */
export const HEADER_NAV: readonly (NavLinkItem | IndustriesNavItem)[] = [
  NAV_ITEMS.solutions,
  NAV_ITEMS.howItWorks,
  NAV_ITEMS.industries,
  NAV_ITEMS.developers,
  NAV_ITEMS.aboutUs,
];

/** The header's call to action, a button after the bar (and at the end of the phone menu). */
export const HEADER_ACTION: NavLinkItem = NAV_ITEMS.contactSales;

/** The footer's Company column; its Industries column lists the industry pages under NAV_ITEMS.industries' label. */
export const FOOTER_COMPANY: readonly NavLinkItem[] = [NAV_ITEMS.aboutUs, NAV_ITEMS.contactSales];
