import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js/min';

/** Phone rules (SPEC §9). They match libphonenumber's own limits; we check them explicitly. */
export const PHONE_RULES = Object.freeze({
  defaultCountry: 'US',
  maxInputLength: 250,
  minNationalDigits: 2,
  maxNationalDigits: 17,
  maxCallingCodeDigits: 3,
} as const);

/** E.164: a plus, a non-zero digit, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{1,14}$/;

/** libphonenumber's parse problems (SPEC §8), plus a number that parses but is not valid. */
export type PhoneProblem = 'MISSING' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_LENGTH' | 'INVALID';

export type PhoneCheck = { readonly ok: true; readonly e164: string } | { readonly ok: false; readonly problem: PhoneProblem };

const PARSE_PROBLEMS: readonly PhoneProblem[] = ['NOT_A_NUMBER', 'INVALID_COUNTRY', 'TOO_SHORT', 'TOO_LONG', 'INVALID_LENGTH'];

/**
 * Checks what the phone field holds (E.164 from the widget, or anything else a draft or a
 * test supplies). Never throws: every parse problem is a `PhoneProblem`.
 */
export function checkPhone(raw: unknown): PhoneCheck {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, problem: 'MISSING' };
  if (raw.length > PHONE_RULES.maxInputLength) return { ok: false, problem: 'TOO_LONG' };
  let phone;
  try {
    phone = parsePhoneNumberWithError(raw, { defaultCountry: PHONE_RULES.defaultCountry });
  } catch (error) {
    const problem = error instanceof ParseError ? PARSE_PROBLEMS.find((name) => name === error.message) : undefined;
    return { ok: false, problem: problem ?? 'NOT_A_NUMBER' };
  }
  if (phone.countryCallingCode.length > PHONE_RULES.maxCallingCodeDigits) return { ok: false, problem: 'INVALID_COUNTRY' };
  if (phone.nationalNumber.length < PHONE_RULES.minNationalDigits) return { ok: false, problem: 'TOO_SHORT' };
  if (phone.nationalNumber.length > PHONE_RULES.maxNationalDigits) return { ok: false, problem: 'TOO_LONG' };
  if (!phone.isValid() || !E164.test(phone.number)) return { ok: false, problem: 'INVALID' };
  return { ok: true, e164: phone.number };
}
