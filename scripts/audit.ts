// Lighthouse audit of the built site (run `npm run build` first). Mobile preset, default
// simulated throttling, Debian's Chromium. Prints a table and fails on any missed budget.
// The routes with timing budgets run three times and report the median run; every other
// public route and each console page runs once, to keep CI well under its time limit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { PUBLIC_PATHS } from '../src/app/public-routes.ts';
import { ADMIN_PAGES } from '../src/features/admin-shell/admin-pages.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

// AUDIT_SERVER=nginx audits deploy/nginx.conf (as production serves it); otherwise vite preview.
const NGINX = process.env.AUDIT_SERVER === 'nginx';
const PORT = NGINX ? 4188 : Number(process.env.AUDIT_PORT ?? 4191);
const BASE = process.env.AUDIT_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const TIMED = ['/', '/banking', '/about-us'];
// Runs of each timed route (their median is reported); AUDIT_RUNS=1 when timing is only
// reported (CI), to keep the run short.
const TIMED_RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const ADMIN: string[] = ADMIN_PAGES.map((page) => page.to);
// AUDIT_ONLY=/,/banking narrows a run to those routes while working on one page.
const ONLY = process.env.AUDIT_ONLY?.split(',').filter(Boolean);
const wanted = (path: string) => !ONLY || ONLY.includes(path);

// AUDIT_TIMING=report prints the performance scores and TBT against their budgets without
// failing on them (CI): on a shared 2-core machine the same build's TBT varies by tens of
// milliseconds from run to run, so a gate on it would fail at random. LCP (network-simulated,
// steady to ±20 ms here), CLS, accessibility, best practices and SEO always gate.
const TIMING_REPORT_ONLY = process.env.AUDIT_TIMING === 'report';

const BUDGET = {
  performanceHome: 100,
  performancePublic: 98,
  performanceAdmin: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
};

// What this run started, stopped and removed however it ends (a failed budget, an exception,
// Ctrl-C): the server's whole process group and the browser's profile folder.
const cleanups: (() => void)[] = [];
function cleanUp() {
  for (const task of cleanups.splice(0).reverse()) {
    try {
      task();
    } catch {
      // already gone
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function startServer(): Promise<ChildProcess | undefined> {
  if (process.env.AUDIT_BASE_URL) return undefined;
  mkdirSync(new URL('../.nginx-tmp/', import.meta.url), { recursive: true });
  // Vite is run by this Node directly (not through npx, whose child would outlive a kill), in
  // a process group of its own so the whole group can be stopped.
  const server = NGINX
    ? spawn('nginx', ['-p', process.cwd(), '-c', 'deploy/nginx.conf', '-g', 'daemon off;'], { stdio: 'ignore', detached: true })
    : spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
        stdio: 'ignore',
        detached: true,
      });
  cleanups.push(() => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(BASE)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the preview server did not start on ${BASE}`);
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function main() {
  await startServer();
  const debuggingPort = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(join(tmpdir(), 'audit-'));
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

  const run = async (path: string, signedIn: boolean, attempt = 1): Promise<Result> => {
    const result = await lighthouse(
      `${BASE}${path}`,
      {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The console needs its session: keep the storage seeded below.
        disableStorageReset: signedIn,
      },
      undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    // Lighthouse sometimes fails to record the trace itself (e.g. NO_NAVSTART, "Please run
    // Lighthouse again"): a failed measurement, not a finding about the page. Measure again.
    if (result.lhr.runtimeError && attempt < 3) {
      console.warn(`\n${path}: Lighthouse could not measure (${result.lhr.runtimeError.code}); running it again`);
      return run(path, signedIn, attempt + 1);
    }
    // The whole report, for finding out why a figure is what it is (git-ignored).
    mkdirSync(new URL('../.audit/', import.meta.url), { recursive: true });
    const slug = path.replace(/^\//, '').replace(/\//g, '_') || 'home';
    writeFileSync(new URL(`../.audit/${slug}.json`, import.meta.url), JSON.stringify(result.lhr));
    return result.lhr;
  };

  const rows: { path: string; lhr: Result; runs: number }[] = [];
  for (const path of PUBLIC_PATHS.filter(wanted)) {
    const runs = TIMED.includes(path) ? TIMED_RUNS : 1;
    const results: Result[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await run(path, false));
    rows.push({ path, lhr: runs > 1 ? (computeMedianRun(results) as Result) : results[0]!, runs });
    process.stdout.write('.');
  }
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${BASE}/about-us`);
  await page.evaluate(() => window.localStorage.setItem('authToken', '{"access":"mock","role":"Admin"}'));
  for (const path of ADMIN.filter(wanted)) {
    rows.push({ path, lhr: await run(path, true), runs: 1 });
    process.stdout.write('.');
  }
  await browser.close();
  cleanUp();

  const failures: string[] = [];
  const timingMisses: string[] = [];
  const timing = TIMING_REPORT_ONLY ? timingMisses : failures;
  const table = rows.map(({ path, lhr, runs }) => {
    const perf = score(lhr, 'performance');
    const a11y = score(lhr, 'accessibility');
    const bp = score(lhr, 'best-practices');
    const seo = score(lhr, 'seo');
    const lcp = metric(lhr, 'largest-contentful-paint');
    const tbt = metric(lhr, 'total-blocking-time');
    const cls = metric(lhr, 'cumulative-layout-shift');
    const admin = path.startsWith('/admin');
    const perfBudget = admin ? BUDGET.performanceAdmin : path === '/' ? BUDGET.performanceHome : BUDGET.performancePublic;
    if (perf < perfBudget) timing.push(`${path}: performance ${perf} < ${perfBudget}`);
    if (a11y < BUDGET.accessibility) failures.push(`${path}: accessibility ${a11y}`);
    if (bp < BUDGET.bestPractices) failures.push(`${path}: best practices ${bp}`);
    // /login is noindex on purpose (SPEC: admin pages are not for search engines).
    const indexed = !admin && path !== '/login';
    if (indexed && seo < BUDGET.seo) failures.push(`${path}: SEO ${seo}`);
    if (TIMED.includes(path)) {
      if (lcp > BUDGET.lcpMs) failures.push(`${path}: LCP ${Math.round(lcp)} ms > ${BUDGET.lcpMs}`);
      if (tbt > BUDGET.tbtMs) timing.push(`${path}: TBT ${Math.round(tbt)} ms > ${BUDGET.tbtMs}`);
      if (cls > BUDGET.cls) failures.push(`${path}: CLS ${cls.toFixed(3)} > ${BUDGET.cls}`);
    }
    for (const [id, category] of Object.entries(lhr.categories)) {
      if (!indexed && id === 'seo') continue;
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1 && id !== 'performance') {
          failures.push(`${path}: ${id} › ${ref.id} (${audit.displayValue ?? audit.title})`);
        }
      }
    }
    return {
      path,
      runs,
      perf,
      a11y,
      bp,
      seo: indexed ? String(seo) : '— (noindex)',
      lcp: `${(lcp / 1000).toFixed(2)} s`,
      tbt: `${Math.round(tbt)} ms`,
      cls: cls.toFixed(3),
    };
  });

  console.log('\n\n| route | runs | perf | a11y | best practices | SEO | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|---|---|');
  for (const row of table) {
    console.log(
      `| ${row.path} | ${row.runs} | ${row.perf} | ${row.a11y} | ${row.bp} | ${row.seo} | ${row.lcp} | ${row.tbt} | ${row.cls} |`,
    );
  }
  mkdirSync(new URL('../.audit/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../.audit/last-run.json', import.meta.url),
    JSON.stringify({ date: new Date().toISOString(), table, failures, timingMisses }, null, 2),
  );
  if (timingMisses.length) {
    console.warn(
      `\nTiming budgets missed in this run (reported, not failed: AUDIT_TIMING=report):\n${timingMisses.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  if (failures.length) {
    console.error(`\nAudit failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

await main();
