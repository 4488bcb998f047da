// deploy/signalwise.service, the systemd unit docs/deploy.md installs: systemd
// reads it without a complaint, and its ExecStart (the bundled Node, never a system one)
// starts the service from the repository.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceNodeFlags } from '../../scripts/serve/serve-prod.ts';

const root = resolve(import.meta.dirname, '../..');
const unit = readFileSync(join(root, 'deploy/signalwise.service'), 'utf8');
/** The unit as it would be with the repository at this checkout instead of /srv/signalwise. */
const here = unit.replaceAll('/srv/signalwise', root);
const directive = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(here)?.[1];

describe('deploy/signalwise.service', () => {
  it.skipIf(spawnSync('systemd-analyze', ['--version']).error !== undefined)('is a unit systemd reads without a warning', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'));
    try {
      writeFileSync(join(dir, 'signalwise.service'), here);
      const result = spawnSync('systemd-analyze', ['verify', join(dir, 'signalwise.service')], { encoding: 'utf8' });
      expect(result.status).toBe(0);
      expect(result.stderr.trim()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // npm ci installs the bundled Node on Linux x64 only.
  it.skipIf(!existsSync(join(root, 'node_modules/.bin/node')))(
    'runs the bundled Node with its flags, and that command starts the service',
    async () => {
      const command = directive('ExecStart')!.split(' ');
      expect(command[0]).toBe(join(root, 'node_modules/.bin/node'));
      expect(command).toEqual(
        expect.arrayContaining(['--experimental-strip-types', '--experimental-sqlite', '--max-old-space-size=128', 'server/service.ts']),
      );
      // serve:prod runs the service with these very flags.
      expect(serviceNodeFlags()).toEqual(command.slice(1, -1));
      expect(directive('ReadWritePaths')).toBe(join(root, '.data'));
      expect(directive('Environment')).toBe(`CONTACT_DATA_DIR=${join(root, '.data')}`);

      const data = mkdtempSync(join(tmpdir(), 'unit-data-'));
      const port = await new Promise<number>((done) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = server.address() as { port: number };
          server.close(() => done(free));
        });
      });
      const child = spawn(command[0]!, command.slice(1), {
        cwd: directive('WorkingDirectory'),
        env: { CONTACT_DATA_DIR: data, CONTACT_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await new Promise<void>((done, fail) => {
          const timer = setInterval(() => {
            if (!output.includes('listening on')) return;
            clearInterval(timer);
            done();
          }, 20);
          child.once('exit', (code) => {
            clearInterval(timer);
            fail(new Error(`exit ${code}: ${output}`));
          });
        });
        expect((await fetch(`http://127.0.0.1:${port}/api/v1/contact`)).status).toBe(405);
      } finally {
        child.kill('SIGTERM');
        rmSync(data, { recursive: true, force: true });
      }
    },
  );
});
