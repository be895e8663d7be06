import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering lint rule of eslint.config.js (issue 13 item 5, issue 29 item 4): a feature imports
 * itself, the shared modules and another feature's public entry (index.ts) only; shared modules
 * import no feature. Each case lints a file placed in the web app and imports a module that exists.
 */
const repo = join(import.meta.dirname, '../../..');
const src = join(repo, 'packages/web/src');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js') });
});

/** The layering messages ESLint gives `code` as if it were the file `file` of the web app. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const FEATURE_MESSAGE =
  'import is restricted from being used by a pattern. A feature imports another feature only through its public entry (features/<name>/index.ts): export what others need there, or move it to components/, hooks/ or lib/.';

describe('web layering lint rule', () => {
  it("fails a feature importing another feature's inner file", async () => {
    const errors = await layerErrors('features/locations/probe.ts', "export { useUsers } from '../users/users-api';\n");
    expect(errors).toEqual([`'../users/users-api' ${FEATURE_MESSAGE}`]);
    const longWay = await layerErrors('features/locations/probe.ts', "export { useUsers } from '../../features/users/users-api';\n");
    expect(longWay).toEqual([`'../../features/users/users-api' ${FEATURE_MESSAGE}`]);
  });

  it("allows a feature another feature's public entry", async () => {
    const code = ["export { FollowupDialog } from '../followups';", "export { followupColumns } from '../followups/index';", ''].join('\n');
    expect(await layerErrors('features/locations/probe.ts', code)).toEqual([]);
  });

  it('fences the files in a sub-folder of a feature alike', async () => {
    const file = 'features/members/detail/probe.ts';
    expect(await layerErrors(file, "export { useEvent } from '../../events/events-api';\n")).toEqual([`'../../events/events-api' ${FEATURE_MESSAGE}`]);
    expect(await layerErrors(file, "export { buildRouteObjects } from '../../../app/router';\n")).toEqual([
      "'../../../app/router' import is restricted from being used by a pattern. app/ composes the features; a feature does not import it.",
    ]);
    const own = [
      "export { useMyContacts } from '../my-contacts/my-contacts-api';",
      "export { ViewSelect } from '../members-toolbar';",
      "export { LOCATIONS_KEY } from '../../../lib/query-keys';",
      '',
    ].join('\n');
    expect(await layerErrors(file, own)).toEqual([]);
  });

  it('fails a feature importing app/, and a shared module importing a feature', async () => {
    expect(await layerErrors('features/locations/probe.ts', "export { buildRouteObjects } from '../../app/router';\n")).toEqual([
      "'../../app/router' import is restricted from being used by a pattern. app/ composes the features; a feature does not import it.",
    ]);
    expect(await layerErrors('components/form/probe.ts', "export { useUsers } from '../../features/users/users-api';\n")).toEqual([
      "'../../features/users/users-api' import is restricted from being used by a pattern. Shared modules are used by features and app/, never the other way round.",
    ]);
  });

  it('allows a feature its own modules and the shared ones, and app/ every feature', async () => {
    const code = [
      "export { useLocationTree } from './locations-api';",
      "export { FormCard } from '../../components/form/form-card';",
      "export { useMyLocations } from '../../hooks/use-lookups';",
      "export { LOCATIONS_KEY } from '../../lib/query-keys';",
      '',
    ].join('\n');
    expect(await layerErrors('features/locations/probe.ts', code)).toEqual([]);
    expect(await layerErrors('app/probe.ts', "export { userRoutes } from '../features/users/routes';\n")).toEqual([]);
  });
});
