// Writes docs/machines/<machine>.md (a Mermaid diagram) and <machine>.svg (the chart the
// development viewer draws, laid out by the same code) from each machine's definition, and an
// index page that links them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { MACHINES } from '../../machines/registry.ts';
import { machineDoc } from './machine-diagram.ts';
import { machineIndex, machineSvg } from './machine-svg.ts';

const dir = new URL('../../docs/machines/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const machine of MACHINES) {
  writeFileSync(new URL(`${machine.id}.md`, dir), machineDoc(machine));
  writeFileSync(new URL(`${machine.id}.svg`, dir), await machineSvg(machine));
  console.log(`docs/machines/${machine.id}.md, .svg`);
}
writeFileSync(new URL('index.md', dir), machineIndex(MACHINES));
console.log('docs/machines/index.md');
