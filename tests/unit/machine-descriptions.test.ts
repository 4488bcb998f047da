// The build leaves the machines' state descriptions out (scripts/vite/machine-descriptions-plugin.ts):
// only plain-string descriptions go, never a toast's text key, and every machine file still parses.
import { readdirSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from '../../scripts/vite/machine-descriptions-plugin.ts';

const machines = join(import.meta.dirname, '../../machines');
const files = readdirSync(machines, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.machine.ts'));

describe('machine descriptions in the build', () => {
  it('go, while a toast’s description (a text key) and the rest of the config stay', () => {
    const code = `states: {
      idle: { description: 'Nothing to do.', on: { go: 'busy' } },
      busy: {
        description: "Sending: it's on its way.",
        entry: { type: 'toast', params: { description: text('ns:toast.description') } },
      },
    }`;
    expect(withoutDescriptions(code)).toBe(`states: {
      idle: {  on: { go: 'busy' } },
      busy: {
        
        entry: { type: 'toast', params: { description: text('ns:toast.description') } },
      },
    }`);
  });

  it('leave every machine file valid, with no plain-string description left', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const code = withoutDescriptions(readFileSync(join(machines, file), 'utf8'));
      expect(() => stripTypeScriptTypes(code), file).not.toThrow();
      expect(code, file).not.toMatch(/\bdescription:\s*['"]/);
    }
  });
});
