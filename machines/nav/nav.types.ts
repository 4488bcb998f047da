export type NavMenu = 'industries' | 'language';

export type NavEvent =
  | { type: 'nav.pointerEnter'; menu: NavMenu }
  | { type: 'nav.pointerLeave'; menu: NavMenu }
  | { type: 'nav.toggle'; menu: NavMenu }
  | { type: 'nav.close'; menu: NavMenu }
  | { type: 'nav.closeAll' }
  | { type: 'nav.mobile.toggle' }
  | { type: 'nav.mobile.close' }
  | { type: 'nav.language.select'; language: string }
  /** The route changed: every menu folds away. */
  | { type: 'nav.navigated' };
