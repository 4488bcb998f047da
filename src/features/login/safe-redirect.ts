/**
 * Where a sign-in may lead: only a console path ("/admin", "/admin/billing", "/admin?x=1").
 * Anything else — another site, "//host", a public page — is dropped, so the login page can
 * never be used to send someone elsewhere.
 */
export const safeRedirect = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/admin(\/(?!\/)|$|\?)/.test(value) && !value.includes('\\') ? value : undefined;
