// The route tree is committed so `tsc` works on a fresh clone; it must equal what the router
// plugin generates. `vite build` regenerates it, so after a build git must see no change.
import { execFileSync } from 'node:child_process';

const file = 'src/routeTree.gen.ts';
try {
  execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
} catch {
  console.log(`Not a git checkout: skipping the ${file} freshness check.`);
  process.exit(0);
}
const diff = execFileSync('git', ['diff', '--stat', '--', file], { encoding: 'utf8' });
const untracked = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '--', file], { encoding: 'utf8' });
if (diff.trim() || untracked.trim()) {
  console.error(`${file} differs from what the router generator writes. Commit the regenerated file.\n${diff}${untracked}`);
  process.exit(1);
}
console.log(`${file} is up to date.`);
