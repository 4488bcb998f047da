// The component tests on a busy machine (`npm test` runs them only this way): stress-ng keeps
// STRESS_WORKERS (default 3) CPU workers running while vitest runs the components project with
// no retries. A test that only passes on an idle machine fails here. Extra arguments go to
// vitest (e.g. a file). Needs Debian's stress-ng (.ci/run installs it; without it, CI fails and
// a developer's run goes on unstressed, saying so). stress-ng is stopped however vitest ends.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const workers = Number(process.env.STRESS_WORKERS ?? 3);
const stressed = !spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).error;
if (!stressed && process.env.CI) {
  console.error('stress-ng is not installed (Debian: apt-get install stress-ng)');
  process.exit(1);
}
if (!stressed)
  console.warn('[test:busy] stress-ng is not installed (Debian: apt-get install stress-ng): the component tests run on an idle CPU');
// Its own process group, so the workers it forks stop with it.
const stress = stressed
  ? spawn('stress-ng', ['--cpu', String(workers), '--cpu-method', 'matrixprod', '--timeout', '900s', '--quiet'], {
      stdio: 'ignore',
      detached: true,
    })
  : undefined;
const stopStress = () => {
  try {
    if (stress?.pid) process.kill(-stress.pid, 'SIGTERM');
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

if (stressed) console.log(`[test:busy] ${workers} stress-ng CPU workers running; component tests without retries`);
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
