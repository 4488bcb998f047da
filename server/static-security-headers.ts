// The security headers every answer of the site carries besides its Content-Security-Policy,
// which depends on what the answer is (a page: scripts/build/security-headers.ts, built from the
// build's settings; the sandbox's JSON: server/sandbox/http.ts). Here, with no imports, so
// the service process gets them without the page-side code the page policy is built from.

/**
 * HSTS, sent over HTTPS only (RFC 6797 §7.2): nginx adds it where the scheme is https
 * (deploy/http.conf's $hsts); plain-HTTP servers (`vite preview`, the service behind nginx,
 * nginx's port 80) never send it.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** nginx's directive for HSTS: empty (no header) unless the request came over HTTPS. */
export const HSTS_DIRECTIVE = 'add_header Strict-Transport-Security $hsts always;';

export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};
