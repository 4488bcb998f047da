// Reads CAMARA's material for the releases our documents name, from a local git copy of each
// repository (bare or checked out): its API definition (YAML) and the test definitions
// (`code/Test_definitions/*.feature`) of the operations that API has. Nothing here reaches the
// network; `git show <release>:<path>` reads exactly the tagged release. Used by
// camara-agreement.ts, run by hand (docs/apis.md, "Conformance").
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { CamaraSource } from '../../src/config/api-catalogue.ts';

/** One scenario of a feature file: its id (the tag before it, else its title) and title. */
export interface FeatureScenario {
  readonly id: string;
  readonly title: string;
}

export interface FeatureFile {
  /** The file's name in code/Test_definitions/. */
  readonly file: string;
  readonly scenarios: readonly FeatureScenario[];
}

/**
 * Where a repository's git data is under `root`: `<root>/<Repo>` (a clone or a bare copy) or
 * `<root>/camaraproject+<Repo>/repo` (the layout of a fetched mirror).
 */
export function repositoryDir(root: string, repository: string): string {
  const name = repository.split('/')[1]!;
  const candidates = [join(root, name), join(root, `camaraproject+${name}`, 'repo'), join(root, `${name}.git`)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`no copy of ${repository} under ${root} (tried ${candidates.join(', ')})`);
  return found;
}

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

/** A file of the repository at the release tag. */
export const fileAt = (dir: string, release: string, path: string) => git(dir, 'show', `${release}:${path}`);

/** CAMARA's API definition (OpenAPI 3.0.3, YAML) of one source, parsed. */
export function camaraDefinition(root: string, source: CamaraSource): Record<string, unknown> {
  return parse(fileAt(repositoryDir(root, source.repository), source.release, source.file)) as Record<string, unknown>;
}

/** The operationIds of a CAMARA definition, in document order. */
export function operationIdsOf(definition: Record<string, unknown>): string[] {
  const paths = definition.paths as Record<string, Record<string, { operationId?: string }>>;
  return Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => (typeof operation === 'object' && operation.operationId ? [operation.operationId] : [])),
  );
}

/**
 * The scenarios of a feature file, in order. A scenario's id is the last tag on the lines
 * just before it (CAMARA tags each one, e.g. `@check_sim_swap_2_valid_sim_swap_no_max_age`);
 * one without a tag is known by its title. A Scenario Outline is one scenario.
 */
export function scenariosOf(text: string): FeatureScenario[] {
  const scenarios: FeatureScenario[] = [];
  let tags: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('@')) {
      tags.push(...line.split(/\s+/).filter((word) => word.startsWith('@')));
      continue;
    }
    const scenario = /^Scenario(?: Outline)?:\s*(.*)$/.exec(line);
    if (scenario) {
      const title = scenario[1]!.trim();
      scenarios.push({ id: tags.at(-1)?.slice(1) ?? title, title });
      tags = [];
    } else if (/^(Feature|Background|Examples):/.test(line)) tags = [];
    // Comments and blank lines between a tag and its scenario keep the tag.
  }
  return scenarios;
}

/**
 * The test definitions of one CAMARA API at its release: `<api>.feature`, or `<api>-<operationId>.feature`
 * for an operation of that API (so sim-swap-subscriptions.feature, another API's, is not sim-swap's).
 */
export function featureFilesOf(root: string, source: CamaraSource): FeatureFile[] {
  const dir = repositoryDir(root, source.repository);
  const operations = new Set(operationIdsOf(camaraDefinition(root, source)));
  const names = git(dir, 'ls-tree', '--name-only', `${source.release}:code/Test_definitions`)
    .split('\n')
    .filter((name) => name.endsWith('.feature'));
  return names
    .filter((name) => {
      const stem = name.slice(0, -'.feature'.length);
      return stem === source.api || (stem.startsWith(`${source.api}-`) && operations.has(stem.slice(source.api.length + 1)));
    })
    .sort()
    .map((file) => ({ file, scenarios: scenariosOf(fileAt(dir, source.release, `code/Test_definitions/${file}`)) }));
}
