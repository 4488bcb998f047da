// The production stack on one loopback port over plain HTTP: nginx with deploy/nginx.conf
// serving the built dist/, and the site's service (server/service.ts) behind
// /api/v1/contact, storing requests in .data/, and /sandbox/ (the API sandbox). Run
// `npm run build` first.
//
//   npm run serve:prod -- --port 8080 [--contact-port 8081] [--listen ADDRESS …]
//
// --listen: another address nginx listens on (the same port), e.g. an IPv6 one for the fair-use
// test (tests/e2e-prod/fair-use.spec.ts), which runs the stack in a network namespace.
// --real-ip-from: a CDN's range, whose X-Forwarded-For nginx then believes (deploy/http.conf).
// Ctrl-C or SIGTERM stops both; if either stops on its own, the other is stopped too.
// Settings (environment): CONTACT_RATE_LIMIT (nginx rate per client address, default 10r/m;
// "off" lifts it and the per-address connection limit, for load tests), CONTACT_RATE_BURST (default 5), and every CONTACT_* setting
// of the contact service (CONTACT_DATA_DIR, CONTACT_WEBHOOK_URL, CONTACT_RECAPTCHA_SECRET, …).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { given } from '../../server/settings.ts';

const root = resolve(import.meta.dirname, '../..');

export interface NginxSettings {
  /** The plain-HTTP port (deploy/nginx.conf's 4188, or nginx-tls.conf's redirecting port 80). */
  readonly port: number;
  /** Addresses nginx listens on besides 127.0.0.1 (IPv6 ones bare, without brackets). */
  readonly listen?: readonly string[];
  /** A CDN's ranges: nginx believes their X-Forwarded-For (deploy/http.conf's commented block). */
  readonly realIpFrom?: readonly string[];
  readonly contactPort: number;
  readonly rate: string;
  readonly burst: number;
  /** Where nginx keeps its pid and temporary files, and where the rendered config is written. */
  readonly runDir: string;
  readonly dist: string;
  /** For deploy/nginx-tls.conf: the HTTPS port, the certificate files and the ACME webroot. */
  readonly tls?: { readonly port: number; readonly certificate: string; readonly key: string; readonly acme: string };
}

/** Replaces `from` with `to`, failing loudly when the deploy file no longer has it. */
function swap(name: string, config: string, from: string | RegExp, to: string): string {
  const found = typeof from === 'string' ? config.includes(from) : from.test(config);
  if (!found) throw new Error(`deploy/${name} no longer contains ${String(from)}; update scripts/serve/serve-prod.ts`);
  return typeof from === 'string'
    ? config.replaceAll(from, to)
    : config.replace(new RegExp(from.source, `${from.flags.replace('g', '')}g`), to);
}

/**
 * deploy/nginx.conf (or nginx-tls.conf) and the files it includes, with this run's ports,
 * rate limit and absolute paths, as file name → text (written side by side in `runDir`).
 */
export function nginxConfig(
  sources: Readonly<Record<string, string>>,
  main: 'nginx.conf' | 'nginx-tls.conf',
  settings: NginxSettings,
): Record<string, string> {
  const source = (name: string) => {
    const text = sources[name];
    if (text === undefined) throw new Error(`deploy/${name} is missing`);
    return text;
  };
  let top = source(main);
  if (main === 'nginx.conf') {
    const extra = (settings.listen ?? []).map(
      (address) => `\n    listen ${address.includes(':') ? `[${address}]` : address}:${settings.port};`,
    );
    top = swap(main, top, 'listen 127.0.0.1:4188;', `listen 127.0.0.1:${settings.port};${extra.join('')}`);
  } else {
    if (!settings.tls) throw new Error('nginx-tls.conf needs the TLS settings');
    top = swap(main, top, /listen (\[::\]:)?80;\n/, '');
    top = swap(main, top, /listen \[::\]:443 ssl http2;\n\s*/, '');
    top = swap(
      main,
      top,
      '    server_name signalwise.example www.signalwise.example;\n    include ../dist/',
      `    listen 127.0.0.1:${settings.port};\n    server_name signalwise.example www.signalwise.example;\n    include ../dist/`,
    );
    top = swap(main, top, 'listen 443 ssl http2;', `listen 127.0.0.1:${settings.tls.port} ssl http2;`);
    top = swap(main, top, '/etc/ssl/signalwise/fullchain.pem', settings.tls.certificate);
    top = swap(main, top, '/etc/ssl/signalwise/privkey.pem', settings.tls.key);
    top = swap(main, top, 'worker_processes auto;', 'worker_processes 1;');
    top = swap(main, top, 'root .acme;', `root ${settings.tls.acme};`);
    top = swap(main, top, 'include ../dist/', `include ${settings.dist}/`);
  }
  top = swap(main, top, 'pid .nginx.pid;', `pid ${join(settings.runDir, 'nginx.pid')};`);

  let http = source('http.conf');
  if (settings.realIpFrom?.length)
    http = swap(
      'http.conf',
      http,
      /# {3}set_real_ip_from [^\n]*\n# {3}real_ip_header X-Forwarded-For;\n# {3}real_ip_recursive on;/,
      [
        ...settings.realIpFrom.map((range) => `set_real_ip_from ${range};`),
        'real_ip_header X-Forwarded-For;',
        'real_ip_recursive on;',
      ].join('\n'),
    );
  http = swap('http.conf', http, '.nginx-tmp/', `${settings.runDir}/`);
  http = swap('http.conf', http, 'include ../dist/', `include ${settings.dist}/`);
  http = swap('http.conf', http, 'server 127.0.0.1:4189;', `server 127.0.0.1:${settings.contactPort};`);

  let site = source('site.conf');
  site = swap('site.conf', site, 'root dist;', `root ${settings.dist};`);
  site = swap('site.conf', site, 'include ../dist/', `include ${settings.dist}/`);
  if (settings.rate === 'off') {
    site = swap('site.conf', site, /^\s*limit_req zone=contact[^\n]*\n/m, '');
    site = swap('site.conf', site, /^limit_conn per_address[^\n]*\n/m, '');
  } else {
    if (!/^\d+r\/[sm]$/.test(settings.rate))
      throw new Error(`CONTACT_RATE_LIMIT must look like 10r/m or 5r/s (or be off), not ${settings.rate}`);
    http = swap('http.conf', http, 'rate=10r/m;', `rate=${settings.rate};`);
    site = swap('site.conf', site, 'burst=5 nodelay;', `burst=${settings.burst} nodelay;`);
  }
  return { [main]: top, 'http.conf': http, 'site.conf': site, 'client-key.conf': source('client-key.conf') };
}

/** The deploy files serve:prod and the TLS test render. */
export const readDeployFiles = (): Record<string, string> =>
  Object.fromEntries(
    ['nginx.conf', 'nginx-tls.conf', 'http.conf', 'site.conf', 'client-key.conf'].map((name) => [
      name,
      readFileSync(join(root, 'deploy', name), 'utf8'),
    ]),
  );

/**
 * The Node flags the service runs with in production (deploy/signalwise.service's ExecStart, the
 * heap cap among them), so serve:prod runs it the same way.
 */
export function serviceNodeFlags(unit = readFileSync(join(root, 'deploy', 'signalwise.service'), 'utf8')): string[] {
  const command = /^ExecStart=(.*)$/m.exec(unit)?.[1]?.split(' ');
  if (!command || command.at(-1) !== 'server/service.ts')
    throw new Error('deploy/signalwise.service has no ExecStart running server/service.ts');
  return command.slice(1, -1);
}

/** Writes the rendered files into settings.runDir and returns the main file's path. */
export function writeNginxConfig(main: 'nginx.conf' | 'nginx-tls.conf', settings: NginxSettings): string {
  mkdirSync(settings.runDir, { recursive: true });
  for (const [name, text] of Object.entries(nginxConfig(readDeployFiles(), main, settings)))
    writeFileSync(join(settings.runDir, name), text);
  return join(settings.runDir, main);
}

/**
 * Whether browsers refuse this port (the Fetch standard's "bad ports", such as 4190): a page
 * served there never loads in Chromium, which says only ERR_UNSAFE_PORT. Node's fetch keeps
 * the same list, so it is asked rather than the list copied; it refuses before connecting.
 */
export async function browsersRefusePort(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch (error) {
    return (error as { cause?: { message?: string } }).cause?.message === 'bad port';
  }
}

async function waitFor(url: string, until: number, accept: (status: number) => boolean) {
  while (Date.now() < until) {
    try {
      if (accept((await fetch(url, { signal: AbortSignal.timeout(1_000) })).status)) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

function burstFromEnv(): number {
  const value = given(process.env, 'CONTACT_RATE_BURST') ?? '5';
  if (!/^\d{1,4}$/.test(value)) throw new Error(`CONTACT_RATE_BURST must be a whole number from 0 to 9999, not ${JSON.stringify(value)}`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'contact-port': { type: 'string' },
      listen: { type: 'string', multiple: true },
      'real-ip-from': { type: 'string', multiple: true },
    },
    allowPositionals: false,
  });
  // Settings first: a blank or bad one stops everything before anything starts.
  const rate = given(process.env, 'CONTACT_RATE_LIMIT') ?? '10r/m';
  const burst = burstFromEnv();
  const port = Number(values.port);
  const contactPort = Number(values['contact-port'] ?? port + 1);
  if (!Number.isInteger(port) || !Number.isInteger(contactPort)) throw new Error('--port and --contact-port must be numbers');
  for (const [flag, value] of [
    ['--port', port],
    ['--contact-port', contactPort],
  ] as const)
    if (await browsersRefusePort(value)) throw new Error(`${flag} ${value} is a port browsers refuse to load pages from; choose another`);
  const dist = join(root, 'dist');
  if (!['routes.conf', 'sandbox-headers.conf'].every((file) => existsSync(join(dist, '.nginx', file))))
    throw new Error('dist/ has no build (or an old one): run `npm run build` first');

  const runDir = join(tmpdir(), `signalwise-serve-prod-${port}-${process.pid}`);
  mkdirSync(runDir, { recursive: true });
  const configFile = writeNginxConfig('nginx.conf', {
    port,
    listen: values.listen ?? [],
    realIpFrom: values['real-ip-from'] ?? [],
    contactPort,
    rate,
    burst,
    runDir,
    dist,
  });

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 5_000);
    const exited = (child: ChildProcess) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((done) => child.once('exit', () => done()));
    void Promise.all(children.map(exited)).then(() => {
      clearTimeout(force);
      rmSync(runDir, { recursive: true, force: true });
      process.exit(code);
    });
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  const start = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[serve:prod] ${name} stopped (${signal ?? `exit ${code}`}); stopping the stack`);
      stop(1);
    });
    child.once('error', (error) => {
      console.error(`[serve:prod] ${name} could not start: ${error.message}`);
      stop(1);
    });
  };

  start("the site's service", process.execPath, [...serviceNodeFlags(), join(root, 'server', 'service.ts')], {
    ...process.env,
    CONTACT_PORT: String(contactPort),
  });
  // nginx in the foreground, so it is this script's child and stops with it.
  start('nginx', 'nginx', ['-p', runDir, '-c', configFile, '-g', 'daemon off;']);
  const until = Date.now() + 20_000;
  try {
    await waitFor(`http://127.0.0.1:${contactPort}/api/v1/contact`, until, (status) => status === 405);
    await waitFor(`http://127.0.0.1:${port}/`, until, (status) => status === 200);
  } catch (error) {
    console.error(`[serve:prod] ${(error as Error).message}`);
    stop(1);
    return;
  }
  console.log(
    `[serve:prod] http://127.0.0.1:${port}/ (nginx, deploy/nginx.conf) · contact service on 127.0.0.1:${contactPort} (pid ${children[0]?.pid}) · Ctrl-C stops both`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'serve-prod.ts'))
  await main().catch((error: unknown) => {
    // A bad setting or flag: one line naming it, nothing started.
    console.error(`[serve:prod] not started: ${(error as Error).message}`);
    process.exit(78);
  });
