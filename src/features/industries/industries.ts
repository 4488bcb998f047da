import type industryTexts from '../../locales/en/industries.json';
// The pictures are a couple of KB each: Vite inlines them as data URLs (under its 4 KB
// assetsInlineLimit), so a hero's largest picture arrives with the HTML instead of queueing
// behind the CSS and the font for a request of its own.
import bankingArt from './illustrations/banking.svg';
import fintechArt from './illustrations/fintech.svg';
import genericArt from './illustrations/generic.svg';
import logisticsArt from './illustrations/logistics.svg';
import retailArt from './illustrations/retail.svg';
import securityArt from './illustrations/security.svg';
import type { IndustryIconName } from './industry-icons.ts';
import type { ApiSlug } from '../../config/api-slugs.ts';
import type { IndustryKey } from '../../config/industry-keys.ts';

type Texts = typeof industryTexts.items;
type ChallengeId<K extends IndustryKey> = Extract<keyof Texts[K]['challenges'], string>;
type ApiId<K extends IndustryKey> = Extract<keyof Texts[K]['apis'], string>;

/** One use case on an industry page; its title, benefit and stat are texts at industries:items.<industry>.apis.<id>. */
export interface IndustryApi<K extends IndustryKey> {
  readonly id: ApiId<K>;
  readonly icon: IndustryIconName;
  /** Whether the card shows a figure badge (the text at …apis.<id>.stat). */
  readonly stat?: boolean;
}

/** The content of one industry page; ids are checked against the English texts. */
export interface IndustryContentOf<K extends IndustryKey> {
  /** The picture's URL (an imported asset); the generic picture stands in when there is none. */
  readonly illustration?: string;
  /** One pill each, texts at industries:items.<industry>.challenges.<id>. */
  readonly challenges: readonly ChallengeId<K>[];
  readonly apis: readonly IndustryApi<K>[];
}

export type IndustryContent = { [K in IndustryKey]: IndustryContentOf<K> }[IndustryKey];

export const INDUSTRIES: { readonly [K in IndustryKey]: IndustryContentOf<K> } = {
  banking: {
    illustration: bankingArt,
    challenges: ['takeover', 'scams', 'otp', 'onboarding'],
    apis: [
      { id: 'simSwap', icon: 'RefreshCw', stat: true },
      { id: 'numberVerification', icon: 'ShieldCheck' },
      { id: 'kycMatch', icon: 'UserCheck', stat: true },
      { id: 'deviceLocation', icon: 'MapPin' },
    ],
  },
  fintech: {
    illustration: fintechArt,
    challenges: ['synthetic', 'dropOff', 'smsPumping', 'markets'],
    apis: [
      { id: 'numberVerification', icon: 'Smartphone', stat: true },
      { id: 'kycMatch', icon: 'UserCheck' },
      { id: 'simSwap', icon: 'RefreshCw' },
      { id: 'deviceStatus', icon: 'Globe' },
    ],
  },
  retail: {
    illustration: retailArt,
    challenges: ['loyalty', 'abandonment', 'promoAbuse', 'notifications'],
    apis: [
      { id: 'numberVerification', icon: 'ShieldCheck', stat: true },
      { id: 'fakeAccounts', icon: 'BadgeCheck' },
      { id: 'carrierBilling', icon: 'CreditCard' },
      { id: 'messaging', icon: 'MessageCircle' },
    ],
  },
  logistics: {
    illustration: logisticsArt,
    challenges: ['disputes', 'sharing', 'deadSpots', 'missed'],
    apis: [
      { id: 'deviceLocation', icon: 'MapPin', stat: true },
      { id: 'numberVerification', icon: 'Smartphone' },
      { id: 'qualityOnDemand', icon: 'Wifi' },
      { id: 'messaging', icon: 'MessageCircle', stat: true },
    ],
  },
  security: {
    illustration: securityArt,
    challenges: ['takeover', 'spoofing', 'congestion', 'fieldStaff'],
    apis: [
      { id: 'simSwap', icon: 'ShieldAlert', stat: true },
      { id: 'deviceLocation', icon: 'MapPin' },
      { id: 'qualityOnDemand', icon: 'Video' },
      { id: 'numberVerification', icon: 'BadgeCheck' },
    ],
  },
};

export const GENERIC_ILLUSTRATION: string = genericArt;

export const illustrationSrc = (content: Pick<IndustryContent, 'illustration'>) => content.illustration ?? GENERIC_ILLUSTRATION;

/** The words of one industry page, as the locale files hold them. */
export interface IndustryTexts {
  readonly description: string;
  readonly challenges: Readonly<Record<string, string>>;
  readonly apis: Readonly<Record<string, { readonly title: string; readonly benefit: string; readonly stat?: string }>>;
}

/** The three steps of every industry page, texts at industries:steps.items.<id>. */
export const INDUSTRY_STEPS = ['assess', 'pilot', 'scale'] as const;

/**
 * The API page each use case links to (PRODUCT, 2026-11-27); KYC match, fake accounts and
 * carrier billing have none, and their cards carry no link.
 */
export const USE_CASE_APIS: Readonly<Record<string, ApiSlug | undefined>> = {
  simSwap: 'sim-swap',
  numberVerification: 'number-verification',
  deviceLocation: 'device-location',
  deviceStatus: 'device-status',
  qualityOnDemand: 'quality-on-demand',
  messaging: 'otp-sms',
};
