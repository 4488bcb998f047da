// The component tests once more on a busy machine: stress-ng keeps STRESS_WORKERS (default 3)
// CPU workers running while vitest runs the components project with no retries. A test that
// only passes on an idle machine fails here. Extra arguments go to vitest (e.g. a file).
// Needs Debian's stress-ng (.ci/run installs it). stress-ng is stopped however vitest ends.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const workers = Number(process.env.STRESS_WORKERS ?? 3);
if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).error) {
  console.error('stress-ng is not installed (Debian: apt-get install stress-ng)');
  process.exit(1);
}
// Its own process group, so the workers it forks stop with it.
const stress = spawn('stress-ng', ['--cpu', String(workers), '--cpu-method', 'matrixprod', '--timeout', '900s', '--quiet'], {
  stdio: 'ignore',
  detached: true,
});
const stopStress = () => {
  try {
    if (stress.pid) process.kill(-stress.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopStress);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopStress();
    process.exit(130);
  });
}

console.log(`[test:busy] ${workers} stress-ng CPU workers running; component tests without retries`);
const vitest = spawn(
  process.execPath,
  [join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'components', '--retry=0', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
vitest.once('exit', (code, signal) => {
  stopStress();
  process.exit(code ?? (signal ? 1 : 0));
});
