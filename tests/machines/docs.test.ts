import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry.ts';
import { machineDoc } from '../../scripts/docs/machine-diagram.ts';

describe('generated machine diagrams', () => {
  it.each(MACHINES.map((machine) => [machine.id, machine] as const))('docs/machines/%s.md matches the machine', (id, machine) => {
    const committed = readFileSync(new URL(`../../docs/machines/${id}.md`, import.meta.url), 'utf8');
    // If this fails, run `npm run machines:docs` and commit the result.
    expect(committed).toBe(machineDoc(machine));
  });
});
