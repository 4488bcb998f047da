import { API_SLUGS } from '../../src/config/api-catalogue.ts';
import { PROD_STACKS } from '../../playwright.prod.config.ts';
import { conformanceEntries, isCase } from '../conformance/cases.ts';
import { Run } from '../conformance/run.ts';
import { ALL_SCENARIOS } from '../conformance/scenarios.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { paceRequests } from '../operator/relying-party.ts';

// CAMARA's test scenarios for our releases (tests/conformance/), through the shipped stack
// (nginx → the site's service), nothing faked: tokens from the operator by a real relying party,
// the front-end flow through the site's own sign-in page, every answer checked against our
// document. A case that moves the sandbox's clock (an expired token or code) cannot here: it
// runs in tests/unit/conformance.test.ts, against the service in the test's own process.
// The stack's sandbox takes 300 requests a client every 30 s (SANDBOX_RATE_LIMIT), so requests
// go at the pace of nginx's own zone for /sandbox/ (5 a second, deploy/http.conf); paced to the
// production limit (60 every 30 s), the scenarios spent two and a half minutes waiting.
test.describe.configure({ mode: 'serial' });
paceRequests(5, 1_000);

const run = new Run({ origin: PROD_STACKS.unpaced.url, withSite: true });
const entries = conformanceEntries(ALL_SCENARIOS);

for (const slug of API_SLUGS) {
  const cases = entries.filter(({ slug: of, mapping }) => of === slug && mapping !== undefined && isCase(mapping));
  test(`${slug}: every applicable scenario but those that move the clock passes`, async () => {
    test.setTimeout(300_000);
    const failures: string[] = [];
    let ran = 0;
    for (const { file, id, mapping } of cases) {
      if (!mapping || !isCase(mapping) || mapping.clock) continue;
      ran += 1;
      try {
        await mapping.run(run);
      } catch (error) {
        failures.push(`${file} ${id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    test.info().annotations.push({
      type: 'conformance',
      description: `${ran - failures.length} of ${ran} passed here; ${cases.length - ran} run in-process only (they move the clock)`,
    });
    expect(failures).toEqual([]);
    expect(ran).toBeGreaterThan(0);
  });
}
