// The security headers every answer of the site carries besides its Content-Security-Policy,
// which depends on what the answer is (a page: scripts/build/security-headers.ts, built from the
// build's settings; the sandbox's JSON: server/sandbox/http.ts). Here, with no imports, so
// the service process gets them without the page-side code the page policy is built from.
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};
