/**
 * The sandbox's virtual operator as an authorization server (server/operator/): what the API
 * pages, docs/apis.md, the service and the tests all need to agree on. Plain data with
 * relative `.ts` imports only, so Node imports it as it is.
 *
 * It follows CAMARA's security and interoperability profile (IdentityAndConsentManagement
 * r3.3): OpenID discovery under /sandbox, the authorization-code flow with PKCE (front end),
 * CIBA in poll mode (back end, `login_hint=tel:+990…`) and client credentials where CAMARA
 * allows a two-legged token; clients authenticate with `private_key_jwt`; the purpose is one
 * `dpv:` scope value; access tokens are short-lived JWTs signed with a key made when the
 * service starts (so a restart ends every token: the client asks for a new one).
 */
import { API_CATALOGUE, SANDBOX_BASE_PATH, type ApiSlug, type OperatorFlow } from './api-catalogue.ts';

/** The operator's endpoints, under SANDBOX_BASE_PATH. The issuer is the site's origin + /sandbox. */
export const OPERATOR_ROUTES = {
  discovery: '/.well-known/openid-configuration',
  jwks: '/jwks',
  authorization: '/authorize',
  backchannelAuthentication: '/bc-authorize',
  token: '/token',
  /** Where the operator's sign-in and consent page posts its answer (the page is /operator on the site). */
  interaction: '/operator/interaction',
} as const;

export const issuerOf = (origin: string) => `${origin}${SANDBOX_BASE_PATH}`;

/** The site's page for the operator's sign-in and consent (in every language, noindex). */
export const OPERATOR_PAGE_PATH = '/operator';
/** The page's notice that the sign-in it answers has ended: shown when the URL's fragment names it (CSS :target, no script). */
export const OPERATOR_ENDED_ID = 'ended';

/**
 * The operator's cookies, on the site's origin and under /sandbox only, HttpOnly, SameSite=Lax,
 * each for as long as a sign-in may take (OPERATOR_TIMES.interaction) and never after the
 * browser closes: which sign-in the page answers, where the flow resumes, and the operator's
 * session. Listed in the cookie policy and docs/browser-storage.md.
 */
export const OPERATOR_COOKIES = {
  session: 'sw_op_session',
  interaction: 'sw_op_interaction',
  resume: 'sw_op_resume',
} as const;

/**
 * The one published test client. Its private key is public on purpose: the sandbox holds
 * nothing worth protecting, and a developer rehearses `private_key_jwt` exactly as production
 * asks, with a key they did not have to make. Production clients register their own keys.
 */
export const SANDBOX_CLIENT = {
  id: 'signalwise-sandbox-client',
  /** ES256 (P-256). Sign the client assertion with it; `aud` is the endpoint you call (or the issuer). */
  privateJwk: {
    kty: 'EC',
    crv: 'P-256',
    kid: 'signalwise-sandbox-client-1',
    alg: 'ES256',
    use: 'sig',
    x: '4IDY_eYAx7aJIgLaEEtiACvukGE98NZ4X3n5jJxXjR0',
    y: '63Wd4nDdJTOrZRxqpHjE64dxejv8WQJz6WmVUx5L-2Q',
    d: 'rDTbJ20UbsWdI7LmovbUhc9nACILqIvK0ho6WOVcARE',
  },
} as const;

/** How the client says its assertion is a JWT (RFC 7523), and CIBA's grant at the token endpoint. */
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
export const CIBA_GRANT_TYPE = 'urn:openid:params:grant-type:ciba';

/** The client's public key, as the operator registered it. */
export const SANDBOX_CLIENT_PUBLIC_JWK = (({ d: _secret, ...publicJwk }) => publicJwk)(SANDBOX_CLIENT.privateJwk);

/**
 * Where the operator may send the browser back with a code: the loopback interface, on any
 * port (RFC 8252), under /callback. Never another site: no open redirect. (Not [::1]: a
 * Content-Security-Policy cannot name an IPv6 literal, and the site's form-action must allow
 * the redirect: scripts/build/security-headers.ts.)
 */
export const LOOPBACK_REDIRECT_URIS = ['http://127.0.0.1/callback', 'http://localhost/callback'] as const;

/** Lifetimes, in seconds. */
export const OPERATOR_TIMES = {
  accessToken: 300,
  /** CIBA: how long an authentication request lives, and the polling interval asked for. */
  backchannelRequest: 120,
  pollInterval: 2,
  /** A code from the front-end flow is exchanged at once. */
  authorizationCode: 60,
  /** The sign-in page waits this long for an answer. */
  interaction: 600,
} as const;

/**
 * CIBA outcomes by test number (`login_hint=tel:<number>`): the user consents at once (every
 * +990 number not listed here), after a few polls, refuses, or never answers. A token
 * names the number it was given for; each API then answers for that number.
 */
export const CONSENT_NUMBERS = {
  afterPolls: '+99099000002',
  denies: '+99099000003',
  expires: '+99099000004',
} as const;
/** How long the user of CONSENT_NUMBERS.afterPolls takes to consent, and the life of CONSENT_NUMBERS.expires's request. */
export const CONSENT_DELAY_SECONDS = 6;
export const SHORT_REQUEST_SECONDS = 10;

/**
 * The front-end flow's device (Number Verification): the sign-in page says how it is
 * connected. On mobile data the network knows its number (the `login_hint`'s, else
 * FRONT_END_NUMBER); on another line it is ANOTHER_LINE; on Wi-Fi it cannot tell, and the
 * operator answers `login_required` (CAMARA treats Number Verification's sign-in as
 * `prompt=none`: no one is asked).
 */
export const FRONT_END_NUMBER = '+99010000001';
export const ANOTHER_LINE_NUMBER = '+99010000009';
export const CONNECTIONS = ['mobileData', 'anotherLine', 'wifi'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** `amr` values: network-based authentication (front end), and the user's consent on their phone (CIBA). */
export const AMR = { network: 'nba', consentOnDevice: 'user' } as const;

/** The purposes (W3C DPV) a token may be asked for; exactly one per request, as a `dpv:` scope value. */
export const PURPOSES = [
  'dpv:FraudPreventionAndDetection',
  'dpv:RequestedServiceProvision',
  'dpv:ServiceProvision',
  'dpv:IdentityVerification',
] as const;

export type { OperatorFlow };

/**
 * How production grants each API (the catalogue's `flows`), CAMARA's way: Number Verification
 * only three-legged, from the device itself (network-based authentication: the front-end flow);
 * OTP only two-legged (client credentials: the number is in the body); the others either way.
 */
export const API_FLOWS: Readonly<Record<ApiSlug, readonly OperatorFlow[]>> = Object.fromEntries(
  API_CATALOGUE.map((api) => [api.slug, api.flows]),
) as Record<ApiSlug, readonly OperatorFlow[]>;
