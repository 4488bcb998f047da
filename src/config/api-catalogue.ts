/**
 * The API catalogue: the six network APIs Signalwise sells (SPEC §3 "Marketplace API"), with
 * what the public pages, the console's marketplace and the sandbox need to know about each.
 * Plain data with relative `.ts` imports only, so Node (server/, scripts/) imports it as it
 * is. Words live in the locale files (apis.json, billing.json) under each API's slug; the
 * request and response shapes live in its OpenAPI document (src/config/openapi/<slug>.json),
 * which tests/unit/openapi.test.ts checks against the endpoints listed here. docs/apis.md
 * says how the pieces fit together.
 */

import { API_NAMES, type ApiSlug } from './api-slugs.ts';

export { API_SLUGS, isApiSlug, type ApiSlug } from './api-slugs.ts';

/** SPEC's marketplace categories; their words are common.json `apiCategories.<category>`. */
export type ApiCategory = 'security' | 'location' | 'kyc' | 'comms';
export type ProviderKey = 'bluepeak' | 'solvane' | 'northwind';

/** The three (fictional) operators that serve the APIs; names are the same in every language. */
export const PROVIDER_NAMES: Readonly<Record<ProviderKey, string>> = {
  bluepeak: 'Bluepeak Mobile',
  solvane: 'Solvane Telecom',
  northwind: 'Northwind Wireless',
};

/** Every sandbox path starts here, on the site's own origin (`/sandbox/sim-swap/v2/check`). */
export const SANDBOX_BASE_PATH = '/sandbox';

/** Where the build serves each OpenAPI document. */
export const openApiPath = (slug: ApiSlug) => `/openapi/${slug}.json`;
/** The API's Postman collection, made from its published OpenAPI document at build time. */
export const postmanPath = (slug: ApiSlug) => `/openapi/${slug}.postman.json`;

/**
 * How production grants an API, CAMARA's way: three-legged (`authorizationCode`, the device's
 * front-end flow; `ciba`, the back channel) or two-legged (`clientCredentials`, the number in the body).
 */
export type OperatorFlow = 'authorizationCode' | 'ciba' | 'clientCredentials';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface ApiEndpoint {
  /** The operationId in the OpenAPI document. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path under SANDBOX_BASE_PATH, as CAMARA names it (base path and version included). */
  readonly path: string;
}

/** The CAMARA definition an API follows: repository, release tag and the file in it. */
export interface CamaraSource {
  readonly repository: string;
  readonly release: string;
  /** The CAMARA API name, which is also the first segment of its paths. */
  readonly api: string;
  readonly version: string;
  readonly file: string;
}

export interface CatalogueApi {
  /** SPEC's marketplace id. */
  readonly id: string;
  /** The API's one id everywhere: its page's URL segment, its words' key (apis.json `items.<slug>`, billing.json `marketplace.apis.<slug>`), its document's file name. */
  readonly slug: ApiSlug;
  /** The product name, the same in every language (as the brand's is). */
  readonly name: string;
  readonly category: ApiCategory;
  /** The operator that serves the API. */
  readonly provider: ProviderKey;
  /** USD per successful call. */
  readonly costPerCall: number;
  readonly camara: readonly CamaraSource[];
  /** The grants the operator gives for it (server/operator/, the page's access section, the playground). */
  readonly flows: readonly OperatorFlow[];
  readonly endpoints: readonly ApiEndpoint[];
}

const camara = (repository: string, release: string, api: string, version: string): CamaraSource => ({
  repository: `camaraproject/${repository}`,
  release,
  api,
  version,
  file: `code/API_definitions/${api}.yaml`,
});

/** The six APIs in SPEC's marketplace order. */
export const API_CATALOGUE: readonly CatalogueApi[] = [
  {
    id: 'api_num_verify',
    slug: 'number-verification',
    name: API_NAMES['number-verification'],
    category: 'security',
    provider: 'bluepeak',
    costPerCall: 0.005,
    camara: [camara('NumberVerification', 'r3.2', 'number-verification', '2.1.0')],
    flows: ['authorizationCode', 'ciba'],
    endpoints: [{ operationId: 'phoneNumberVerify', method: 'POST', path: '/number-verification/v2/verify' }],
  },
  {
    id: 'api_device_location',
    slug: 'device-location',
    name: API_NAMES['device-location'],
    category: 'location',
    provider: 'solvane',
    costPerCall: 0.01,
    camara: [camara('DeviceLocation', 'r3.2', 'location-verification', '3.0.0')],
    flows: ['ciba', 'authorizationCode', 'clientCredentials'],
    endpoints: [{ operationId: 'verifyLocation', method: 'POST', path: '/location-verification/v3/verify' }],
  },
  {
    id: 'api_device_status',
    slug: 'device-status',
    name: API_NAMES['device-status'],
    category: 'kyc',
    provider: 'northwind',
    costPerCall: 0.008,
    camara: [
      camara('DeviceStatus', 'r2.2', 'device-roaming-status', '1.0.0'),
      camara('DeviceStatus', 'r2.2', 'device-reachability-status', '1.0.0'),
    ],
    flows: ['ciba', 'authorizationCode', 'clientCredentials'],
    endpoints: [
      { operationId: 'getRoamingStatus', method: 'POST', path: '/device-roaming-status/v1/retrieve' },
      { operationId: 'getReachabilityStatus', method: 'POST', path: '/device-reachability-status/v1/retrieve' },
    ],
  },
  {
    id: 'api_sim_swap',
    slug: 'sim-swap',
    name: API_NAMES['sim-swap'],
    category: 'security',
    provider: 'bluepeak',
    costPerCall: 0.02,
    camara: [camara('SimSwap', 'r3.3', 'sim-swap', '2.1.0'), camara('SimSwap', 'r3.3', 'sim-swap-subscriptions', '0.3.0')],
    flows: ['ciba', 'authorizationCode', 'clientCredentials'],
    endpoints: [
      { operationId: 'checkSimSwap', method: 'POST', path: '/sim-swap/v2/check' },
      { operationId: 'retrieveSimSwapDate', method: 'POST', path: '/sim-swap/v2/retrieve-date' },
      { operationId: 'createSimSwapSubscription', method: 'POST', path: '/sim-swap-subscriptions/v0.3/subscriptions' },
      { operationId: 'retrieveSubscriptionList', method: 'GET', path: '/sim-swap-subscriptions/v0.3/subscriptions' },
      { operationId: 'retrieveSubscription', method: 'GET', path: '/sim-swap-subscriptions/v0.3/subscriptions/{subscriptionId}' },
      { operationId: 'deleteSubscription', method: 'DELETE', path: '/sim-swap-subscriptions/v0.3/subscriptions/{subscriptionId}' },
    ],
  },
  {
    id: 'api_qod',
    slug: 'quality-on-demand',
    name: API_NAMES['quality-on-demand'],
    category: 'comms',
    provider: 'solvane',
    costPerCall: 0.05,
    camara: [camara('QualityOnDemand', 'r3.2', 'quality-on-demand', '1.1.0')],
    flows: ['ciba', 'authorizationCode', 'clientCredentials'],
    endpoints: [
      { operationId: 'createSession', method: 'POST', path: '/quality-on-demand/v1/sessions' },
      { operationId: 'getSession', method: 'GET', path: '/quality-on-demand/v1/sessions/{sessionId}' },
      { operationId: 'deleteSession', method: 'DELETE', path: '/quality-on-demand/v1/sessions/{sessionId}' },
    ],
  },
  {
    id: 'api_otp_sms',
    slug: 'otp-sms',
    name: API_NAMES['otp-sms'],
    category: 'comms',
    provider: 'northwind',
    costPerCall: 0.03,
    camara: [camara('OTPValidation', 'r3.2', 'one-time-password-sms', '1.1.1')],
    flows: ['clientCredentials'],
    endpoints: [
      { operationId: 'sendCode', method: 'POST', path: '/one-time-password-sms/v1/send-code' },
      { operationId: 'validateCode', method: 'POST', path: '/one-time-password-sms/v1/validate-code' },
    ],
  },
];

export function apiBySlug(slug: ApiSlug): CatalogueApi {
  const api = API_CATALOGUE.find((entry) => entry.slug === slug);
  if (!api) throw new Error(`no API with slug ${slug}`);
  return api;
}

/** The release's page on GitHub, and the definition file as that release has it. */
export const camaraReleaseUrl = ({ repository, release }: CamaraSource) => `https://github.com/${repository}/releases/tag/${release}`;
export const camaraFileUrl = ({ repository, release, file }: CamaraSource) => `https://github.com/${repository}/blob/${release}/${file}`;
