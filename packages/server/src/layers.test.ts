import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layering lint rule of eslint.config.js (issue 29 item 1, decision 084): a feature
 * imports only itself and the layers below it; shared/ imports no feature; db/, http/ and lib/
 * import neither. Each case lints a file placed in the server and imports a module that exists.
 */
const repo = join(import.meta.dirname, '../../..');
const src = join(repo, 'packages/server/src');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js') });
});

/** The layering messages ESLint gives `code` as if it were the file `file` of the server. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const FEATURE =
  'import is restricted from being used by a pattern. A server feature does not import another feature: move what both need to shared/ (or db/, lib/), or compose them in features/index.ts.';

describe('server layering lint rule', () => {
  it('fails a feature importing another feature, in its code and in its tests', async () => {
    expect(await layerErrors('features/reports/probe.ts', "export { findSeeker } from '../seekers/seeker-repository';\n")).toEqual([
      `'../seekers/seeker-repository' ${FEATURE}`,
    ]);
    expect(await layerErrors('features/reports/probe.test.ts', "export { memberRecordFeature } from '../members/member-record-feature';\n")).toEqual([
      `'../members/member-record-feature' ${FEATURE}`,
    ]);
  });

  it('fails a feature importing what composes it, and a lower layer importing a higher one', async () => {
    expect(await layerErrors('features/reports/probe.ts', "export { buildApp } from '../../app';\n")).toEqual([
      "'../../app' import is restricted from being used by a pattern. app.ts, main.ts and features/index.ts compose the features; a feature does not import them.",
    ]);
    expect(await layerErrors('shared/members/probe.ts', "export { findSeeker } from '../../features/seekers/seeker-repository';\n")).toEqual([
      "'../../features/seekers/seeker-repository' import is restricted from being used by a pattern. shared/ lies below the features: it is used by them, never the other way round.",
    ]);
    const base = 'import is restricted from being used by a pattern. db/, http/ and lib/ lie below shared/ and the features: they import neither.';
    expect(await layerErrors('db/probe.ts', "export { memberScopeOf } from '../shared/members/member-scope';\n")).toEqual([
      `'../shared/members/member-scope' ${base}`,
    ]);
    expect(await layerErrors('db/demo/probe.ts', "export { authRoutes } from '../../features/auth/auth-routes';\n")).toEqual([
      `'../../features/auth/auth-routes' ${base}`,
    ]);
  });

  it('allows a feature its own modules and the layers below, shared/ its other parts, and a test the app', async () => {
    const code = [
      "export { findSeeker } from './seeker-repository';",
      "export { memberScopeOf } from '../../shared/members/member-scope';",
      "export { subtreeIds } from '../../db/location-tree';",
      "export { notFound } from '../../http/errors';",
      "export { nowText } from '../../lib/time';",
      '',
    ].join('\n');
    expect(await layerErrors('features/seekers/probe.ts', code)).toEqual([]);
    expect(await layerErrors('features/seekers/probe.test.ts', "export { buildApp } from '../../app';\n")).toEqual([]);
    expect(await layerErrors('shared/members/probe.ts', "export { locationLabels } from '../locations/location-labels';\n")).toEqual([]);
  });
});

/** Every module of the server's src and the modules it imports (relative imports, types included). */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => join(src, f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const specs = ts.preProcessFile(readFileSync(file, 'utf8')).importedFiles.map((i) => i.fileName).filter((s) => s.startsWith('.'));
    const targets = specs.map((s) => resolve(dirname(file), s)).map((p) => [`${p}.ts`, join(p, 'index.ts')].find((c) => existsSync(c)));
    graph.set(file, targets.filter((t): t is string => t !== undefined));
  }
  return graph;
}

/** The import circles of `graph`, each as the files on it (depth-first search, one path per circle found). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) return void circles.push(path.slice(at).map((f) => relative(src, f)));
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

describe('server import graph', () => {
  it('has no import circles', () => {
    expect(importCircles(importGraph())).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts'].map((f) => join(src, f));
    expect(importCircles(new Map([[a!, [b!]], [b!, [c!]], [c!, [a!]]]))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
