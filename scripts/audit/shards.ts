// A parallel audit (AUDIT_PARALLEL=n, scripts/audit/audit.ts): Lighthouse cannot run twice in
// one process, so each share of the routes is a child process of the audit script, on a port of
// its own, that writes what it measured to a file (AUDIT_SHARD=k/n, AUDIT_SHARD_OUT); the
// parent merges the shares in the audit's order of routes and reports them as one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Measured } from './report.ts';

/** Whether the route at a place in the audit's list belongs to this share (`k/n`); every route without one. */
export function isMine(shard: string | undefined): (index: number) => boolean {
  const match = /^(\d+)\/(\d+)$/.exec(shard ?? '');
  if (shard && !match) throw new Error(`AUDIT_SHARD: k/n, not "${shard}"`);
  return (index) => !match || index % Number(match[2]) === Number(match[1]) - 1;
}

/** Runs `parallel` shares of this audit side by side (ports `port`, `port + 10`, …); one that fails fails the audit. */
export async function measureInShards(parallel: number, port: number, order: readonly string[]): Promise<Measured> {
  const folder = mkdtempSync(join(tmpdir(), 'audit-shards-'));
  try {
    const shares = await Promise.all(
      Array.from({ length: parallel }, (_, index) => {
        const out = join(folder, `${index + 1}.json`);
        const child = spawn(process.execPath, process.argv.slice(1), {
          stdio: 'inherit',
          env: {
            ...process.env,
            AUDIT_PARALLEL: '1',
            AUDIT_SHARD: `${index + 1}/${parallel}`,
            AUDIT_SHARD_OUT: out,
            AUDIT_PORT: String(port + 10 * index),
          },
        });
        return new Promise<Measured>((done, fail) => {
          child.once('error', fail);
          child.once('exit', (code) => {
            if (code === 0) done(JSON.parse(readFileSync(out, 'utf8')) as Measured);
            else fail(new Error(`audit share ${index + 1}/${parallel} ended with ${code}`));
          });
        });
      }),
    );
    const rows = shares.flatMap((share) => share.rows).sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
    return { rows, interactions: shares.flatMap((share) => share.interactions) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
