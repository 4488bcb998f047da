/**
 * The Authorize step's samples: each request of a flow as curl, and the client assertion
 * every request carries (private_key_jwt) as JavaScript with jose. Written from the same
 * constants the operator runs on, with the site's origin as ORIGIN_PLACEHOLDER and the values a
 * step hands the next as shell variables: CLIENT_ASSERTION, AUTH_REQ_ID, ACCESS_TOKEN.
 * tests/unit/operator-samples.test.ts runs them against the sandbox.
 */
import { curlCommand, ORIGIN_PLACEHOLDER, type SampleRequest } from './api-samples.ts';
import { SANDBOX_BASE_PATH } from './api-catalogue.ts';
import { CIBA_GRANT_TYPE, CLIENT_ASSERTION_TYPE, OPERATOR_ROUTES, SANDBOX_CLIENT } from './sandbox-operator.ts';

export type OperatorSampleStep = 'assertion' | 'request' | 'poll' | 'call';

const clientFields = [
  `client_id=${SANDBOX_CLIENT.id}`,
  `client_assertion_type=${CLIENT_ASSERTION_TYPE}`,
  'client_assertion=$CLIENT_ASSERTION',
];

/** A form POST to the operator as curl: each field a --data-urlencode line, the variables left to the shell. */
function curlForm(route: string, fields: readonly string[]): string {
  const lines = [...fields, ...clientFields].map((field) => `  --data-urlencode "${field}"`);
  return [
    `curl -X POST '${ORIGIN_PLACEHOLDER}${SANDBOX_BASE_PATH}${route}' \\`,
    ...lines.map((line, index) => (index < lines.length - 1 ? `${line} \\` : line)),
  ].join('\n');
}

/** The JavaScript that makes CLIENT_ASSERTION (Node 20 or a browser, with jose). */
export const assertionSample = (): string =>
  [
    "import { importJWK, SignJWT } from 'jose';",
    '',
    `const key = await importJWK(${JSON.stringify(SANDBOX_CLIENT.privateJwk)}, 'ES256');`,
    'const assertion = await new SignJWT({})',
    `  .setProtectedHeader({ alg: 'ES256', kid: '${SANDBOX_CLIENT.privateJwk.kid}' })`,
    `  .setIssuer('${SANDBOX_CLIENT.id}')`,
    `  .setSubject('${SANDBOX_CLIENT.id}')`,
    `  .setAudience('${ORIGIN_PLACEHOLDER}${SANDBOX_BASE_PATH}')`,
    '  .setJti(crypto.randomUUID())',
    '  .setIssuedAt()',
    "  .setExpirationTime('1m')",
    '  .sign(key);',
    'console.log(assertion);',
  ].join('\n');

/** A curl command with an Authorization header after its first line (double quotes, so a shell variable expands). */
export function withBearer(curl: string, token: string): string {
  const [first = '', ...rest] = curl.split('\n');
  return [
    first.endsWith('\\') ? first : `${first} \\`,
    `  --header "Authorization: Bearer ${token}"${rest.length > 0 ? ' \\' : ''}`,
    ...rest,
  ].join('\n');
}

/**
 * The playground's request as curl, written as the page's curl samples are (api-samples.ts) so
 * both say the same thing, from `origin`, with the Authorize step's token when there is one.
 */
export function playgroundCurl(
  request: { readonly method: string; readonly path: string; readonly body?: unknown },
  token: { readonly value: string } | null,
  origin: string,
): string {
  const plain = curlCommand({
    method: request.method as SampleRequest['method'],
    path: request.path,
    ...('body' in request ? { body: request.body } : {}),
  }).replaceAll(ORIGIN_PLACEHOLDER, origin);
  return token ? withBearer(plain, token.value) : plain;
}

/**
 * A flow's steps as the page shows them: ask (CIBA's authentication request, or client
 * credentials' token request), poll (CIBA only), then the call with the token, which is the
 * playground's request as curl with an Authorization header.
 */
export function operatorSamples(
  flow: 'ciba' | 'clientCredentials',
  { scope, loginHint, call }: { scope: string; loginHint: string; call: SampleRequest },
): readonly { step: OperatorSampleStep; code: string }[] {
  const request =
    flow === 'ciba'
      ? curlForm(OPERATOR_ROUTES.backchannelAuthentication, [`scope=${scope}`, `login_hint=tel:${loginHint}`])
      : curlForm(OPERATOR_ROUTES.token, ['grant_type=client_credentials', `scope=${scope}`]);
  const poll = curlForm(OPERATOR_ROUTES.token, [`grant_type=${CIBA_GRANT_TYPE}`, 'auth_req_id=$AUTH_REQ_ID']);
  const callWithToken = withBearer(curlCommand(call), '$ACCESS_TOKEN');
  return [
    { step: 'assertion', code: assertionSample() },
    { step: 'request', code: request },
    ...(flow === 'ciba' ? [{ step: 'poll' as const, code: poll }] : []),
    { step: 'call', code: callWithToken },
  ];
}
