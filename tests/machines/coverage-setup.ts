// Writes the states and transitions this test file reached (tests/machines/coverage.ts) for
// scripts/checks/machine-coverage.ts to compare with each machine's graph.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll } from 'vitest';
import { reached } from './coverage.ts';

afterAll(() => {
  const dir = new URL('../../.coverage/machines/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${process.pid}-${Math.random().toString(36).slice(2)}.json`, dir);
  writeFileSync(file, JSON.stringify({ states: [...reached.states], transitions: [...reached.transitions] }));
});
