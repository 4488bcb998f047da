/**
 * Whether this visitor's first render equals the prerendered markup, so React may adopt it
 * (hydrate). The build prerenders in English, signed out, with nothing remembered and no
 * cookie choice (the banner asks); anything a visitor's browser adds to the first render
 * makes React render afresh instead.
 */
export interface VisitorState {
  /** The path the HTML was prerendered for (from #root[data-prerendered]), if any. */
  readonly prerenderedFor: string | undefined;
  readonly pathname: string;
  readonly language: string | undefined;
  readonly signedIn: boolean;
  /** An e-mail or username the sign-in form fills in from an earlier visit. */
  readonly rememberedLogin: boolean;
  /** Whether the cookie banner asks (the build prerenders it, as a first visit sees it). */
  readonly consentAsked: boolean;
}

export const matchesPrerender = (visitor: VisitorState): boolean =>
  visitor.prerenderedFor === visitor.pathname &&
  visitor.language === 'en' &&
  !visitor.signedIn &&
  visitor.consentAsked &&
  !(visitor.pathname === '/login' && visitor.rememberedLogin);
