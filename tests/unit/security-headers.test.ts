import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/build/security-headers.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy', () => {
  it('allows no reCAPTCHA host in a build without a site key', () => {
    const csp = contentSecurityPolicy({ recaptchaSiteKey: '  ' });
    expect(csp).not.toContain('recaptcha');
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'sha256-[\w+/]+=*'$/);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:");
  });

  it("allows reCAPTCHA's script, frame, image and connect hosts when a site key is configured", () => {
    const csp = contentSecurityPolicy({ recaptchaSiteKey: 'site-key' });
    expect(directive(csp, 'script-src')).toContain('https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/');
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
    expect(directive(csp, 'img-src')).toContain('https://www.gstatic.com/recaptcha/');
    expect(directive(csp, 'connect-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('frames and checks the configured scheduling origin, and the hub when it is another origin', () => {
    const csp = contentSecurityPolicy({ schedulingUrl: 'https://cal.example.com/team/30min', hubApiUrl: 'https://hub.example.com/' });
    expect(directive(csp, 'frame-src')).toBe('frame-src https://cal.example.com');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://hub.example.com https://cal.example.com");
  });
});
