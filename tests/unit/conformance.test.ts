// CAMARA's test scenarios for our releases, as our own tests, against the site's service with
// its sandbox and operator in this process (so a case can move the clock: an expired token, an
// expired code). Every scenario of tests/conformance/scenarios.ts is a case of
// tests/conformance/cases.ts or not applicable with its reason; docs/apis.md states the figure.
// The same cases run against the production stack in tests/e2e-prod/conformance-prod.spec.ts.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFORMANCE, conformanceEntries, isCase, type Case } from '../conformance/cases.ts';
import { Run, type Target } from '../conformance/run.ts';
import { ALL_SCENARIOS, CAMARA_SCENARIOS } from '../conformance/scenarios.ts';
import { useSandboxServer } from './sandbox-server.ts';

// A run is a few hundred requests from one address: the limit per client (tested in sandbox.test.ts) is lifted.
// The sandbox reads the clock each time (Date.now as it is then), so a case can move it.
const server = useSandboxServer({
  rateLimit: { perClient: 100_000, perGroup: 100_000, windowMs: 30_000, maxClients: 100 },
  now: () => Date.now(),
});
const entries = conformanceEntries(ALL_SCENARIOS);

describe('the scenario list and the cases', () => {
  it('map every scenario to a case or to a reason it does not apply, and nothing else', () => {
    const unmapped = entries.filter(({ mapping }) => mapping === undefined).map(({ file, id }) => `${file} ${id}`);
    expect(unmapped).toEqual([]);
    const listed = new Set(ALL_SCENARIOS.map(({ slug, file, id }) => `${slug} ${file} ${id}`));
    const extra = Object.entries(CONFORMANCE).flatMap(([slug, files]) =>
      Object.entries(files).flatMap(([file, cases]) => Object.keys(cases).map((id) => `${slug} ${file} ${id}`)),
    );
    expect(extra.filter((key) => !listed.has(key))).toEqual([]);
    for (const { mapping, id } of entries) if (mapping && !isCase(mapping)) expect(mapping.notApplicable.length, id).toBeGreaterThan(40);
  });

  it('list each scenario once, with a summary of our own', () => {
    const keys = ALL_SCENARIOS.map(({ file, id }) => `${file} ${id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { id, summary } of ALL_SCENARIOS) expect(summary, id).toMatch(/^[A-Z0-9“"].{15,}\.$/);
    expect(Object.keys(CAMARA_SCENARIOS).sort()).toEqual(Object.keys(CONFORMANCE).sort());
  });

  it('are counted in docs/apis.md: passed of applicable, and the not applicable', () => {
    const applicable = entries.filter(({ mapping }) => mapping && isCase(mapping)).length;
    const docs = readFileSync(new URL('../../docs/apis.md', import.meta.url), 'utf8');
    expect(docs).toContain(`**${applicable} of ${applicable}** applicable scenarios pass`);
    expect(docs).toContain(`${entries.length - applicable} are not applicable`);
    expect(docs).toContain(`${entries.length} scenarios`);
  });
});

describe('CAMARA’s scenarios against the sandbox', () => {
  let run: Run;
  beforeAll(() => {
    const target: Target = {
      origin: server.origin,
      withSite: false,
      async withClockMoved(ms, body) {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + ms);
        try {
          return await body();
        } finally {
          vi.useRealTimers();
        }
      },
    };
    run = new Run(target);
  });
  afterEach(() => vi.useRealTimers());

  const cases = entries.filter((entry): entry is typeof entry & { mapping: Case } => entry.mapping !== undefined && isCase(entry.mapping));
  it.each(cases)('$slug $id', async ({ mapping }) => {
    await mapping.run(run);
  });
});
