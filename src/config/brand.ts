/**
 * Every brand fact in one place: a rebrand edits this file only. Locale texts refer to these
 * through the interpolation variables {{product}}, {{operator}}, {{salesEmail}},
 * {{privacyEmail}} and {{salesPhone}}, which i18next fills in by default.
 */
export const BRAND = {
  product: 'Signalwise',
  tagline: 'network APIs',
  operator: 'Meridian Telecom Group',
  salesEmail: 'sales@signalwise.example',
  /** Where privacy requests and complaints go (Privacy Policy §9, §13). */
  privacyEmail: 'privacy@signalwise.example',
  /** Toll-free line, shown as typed and dialled as E.164. */
  salesPhone: '+1 (800) 555-0142',
  salesPhoneE164: '+18005550142',
  /** The mock admin identity shown in the console's top bar (PRODUCT.md). */
  adminName: 'Test Admin',
  adminEmail: 'admin@example.com',
} as const;
