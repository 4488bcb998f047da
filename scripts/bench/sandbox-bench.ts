// What the service's framework costs: the sandbox's SIM Swap check (Fastify, its schema check,
// the rate limiter's bookkeeping, the number's answer) beside a bare node:http server that
// answers a fixed JSON, loaded alike with autocannon (Fastify's own load tester). A benchmark,
// never a test: it prints figures for docs/quality.md and gates nothing.
//
//   npm run bench:sandbox [-- --runs 3 --seconds 10 --connections 50]
//
// Each server is a child process on loopback; runs alternate between the two so that a machine
// growing busier weighs on both. The sandbox runs with its rate limit raised out of the way
// (its bookkeeping still runs): one client sending this much would otherwise get 429s.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const BARE = `
import { createServer } from 'node:http';
const body = JSON.stringify({ swapped: true });
createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  });
}).listen(Number(process.argv[1]), '127.0.0.1', () => console.log('ready'));
`;

const SANDBOX = `
import { createServiceApp } from ${JSON.stringify(resolve('server/app.ts'))};
import { createLogger } from ${JSON.stringify(resolve('server/log.ts'))};
const lifted = { perClient: 1e9, perGroup: 1e9, windowMs: 30000, maxClients: 10000 };
const { app } = await createServiceApp({ behindProxy: true, logger: createLogger({ level: 'warn' }), sandbox: { rateLimit: lifted } });
await app.listen({ port: Number(process.argv[1]), host: '127.0.0.1' });
console.log('ready');
`;

async function start(source: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', source, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && done());
    child.once('exit', (code) => fail(new Error(`server exited (${code})`)));
  });
  return child;
}

async function load(port: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/sandbox/sim-swap/v2/check`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phoneNumber: '+99020000001', maxAge: 240 }),
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (values: number[], unit: string) =>
  `${median(values).toFixed(unit === 'ms' ? 1 : 0)} ${unit} (${Math.min(...values).toFixed(unit === 'ms' ? 1 : 0)}–${Math.max(...values).toFixed(unit === 'ms' ? 1 : 0)})`;

const measured = { bare: [] as { rps: number; p99: number }[], sandbox: [] as { rps: number; p99: number }[] };
for (let run = 0; run < runs; run += 1)
  for (const [name, source, port] of [
    ['bare', BARE, 4251],
    ['sandbox', SANDBOX, 4253],
  ] as const) {
    const server = await start(source, port);
    try {
      // A short warm-up, so the JIT has seen the route before it is timed.
      await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 10, duration: 1 });
      measured[name].push(await load(port));
    } finally {
      server.kill();
    }
  }

const ratios = measured.sandbox.map((run, index) => run.rps / measured.bare[index]!.rps);
console.log(`${runs} runs of ${seconds} s, ${connections} connections, POST /sandbox/sim-swap/v2/check:`);
console.log(
  `  bare node:http   ${summary(
    measured.bare.map((run) => run.rps),
    'req/s',
  )}, p99 ${summary(
    measured.bare.map((run) => run.p99),
    'ms',
  )}`,
);
console.log(
  `  sandbox          ${summary(
    measured.sandbox.map((run) => run.rps),
    'req/s',
  )}, p99 ${summary(
    measured.sandbox.map((run) => run.p99),
    'ms',
  )}`,
);
console.log(`  sandbox / bare   ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
