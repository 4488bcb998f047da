// Nothing secret may ship in dist/. The only configuration a browser may see is the public
// VITE_* settings; this scan fails when the build contains a value of any other variable
// from the environment or .env files, or something shaped like a credential.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PUBLIC = new Set(['VITE_HUB_API_URL', 'VITE_RECAPTCHA_SITE_KEY', 'VITE_SCHEDULING_URL']);
const root = new URL('../..', import.meta.url).pathname;
const dist = join(root, 'dist');

// Private values: every variable in the .env files Vite reads, and every environment variable
// whose name says it is secret, except the public VITE_* settings.
const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'].map((name) => join(root, name)).filter(existsSync);
const fromFiles = envFiles.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[1]!, value: match[2]!.replace(/^(['"])(.*)\1$/, '$2') })),
);
const fromProcess = Object.entries(process.env)
  .filter(([name]) => /KEY|SECRET|TOKEN|PASSWORD|PRIVATE|CREDENTIAL/i.test(name))
  .map(([name, value]) => ({ name, value: value ?? '' }));
const secrets = [...fromFiles, ...fromProcess].filter(({ name, value }) => !PUBLIC.has(name) && value.length >= 8);

const SHAPES: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
  ['a Slack token', /\bxox[abpr]-[A-Za-z0-9-]{10,}/],
  ['a Stripe secret key', /\bsk_(live|test)_[A-Za-z0-9]{16,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const findings: string[] = [];
for (const file of files(dist)) {
  if (/\.(png|woff2?|ico|pdf)$/.test(file)) continue;
  const content = readFileSync(file, 'utf8');
  for (const { name, value } of secrets) if (content.includes(value)) findings.push(`${file}: contains the value of ${name}`);
  for (const [label, pattern] of SHAPES) if (pattern.test(content)) findings.push(`${file}: contains ${label}`);
}
if (findings.length) {
  console.error(`dist/ must hold nothing secret:\n${findings.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`dist/ scanned: nothing secret (${String(secrets.length)} private values checked, and credential shapes).`);
