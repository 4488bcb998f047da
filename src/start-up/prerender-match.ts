import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { splitLanguagePath } from '../i18n/language-path.ts';

/**
 * Whether React may adopt the prerendered markup (hydrate) rather than render over it. Every
 * public page is prerendered in its URL's language, signed out and with the cookie banner
 * asking; what differs for this visitor (a signed-in header, a stored cookie choice) renders
 * as the prerender did during hydration and changes right after (`useHydrated`). Only the
 * sign-in page, prerendered once in English, is rendered afresh for another language or a
 * remembered login — its words stay hidden until then (the page gate).
 */
export interface VisitorState {
  /** The browser path the HTML was prerendered for (from #root[data-prerendered]), if any. */
  readonly prerenderedFor: string | undefined;
  readonly pathname: string;
  readonly language: string | undefined;
  /** An e-mail or username the sign-in form fills in from an earlier visit. */
  readonly rememberedLogin: boolean;
}

export const matchesPrerender = (visitor: VisitorState): boolean =>
  visitor.prerenderedFor === visitor.pathname &&
  visitor.language === (splitLanguagePath(visitor.pathname).language ?? DEFAULT_LANGUAGE) &&
  !(visitor.pathname === '/login' && visitor.rememberedLogin);
