// Writes docs/machines/<machine>.md from each machine's definition.
import { mkdirSync, writeFileSync } from 'node:fs';
import { MACHINES } from '../machines/registry.ts';
import { machineDoc } from './machine-diagram.ts';

const dir = new URL('../docs/machines/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const machine of MACHINES) {
  writeFileSync(new URL(`${machine.id}.md`, dir), machineDoc(machine));
  console.log(`docs/machines/${machine.id}.md`);
}
