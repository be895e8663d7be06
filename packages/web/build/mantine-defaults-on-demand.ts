import type { Plugin } from 'vite';

/** The module of Mantine's provider that compares a theme's CSS variables with the default theme's. */
const FILE = '/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs';
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const USER = 'function removeDefaultVariables(input) {';

/**
 * Mantine computes its default theme's CSS variables (~480 values, each colour converted)
 * as soon as its provider's module loads, to leave the unchanged ones out of the variables it
 * writes into the page. The app has it write none (`withCssVariables={false}`, decision 114), so
 * the work is for nothing: ~8% of the app's entry evaluation on the phone bench's later visit
 * (issue 32). This computes them on first use instead. A Mantine whose module no longer reads so
 * stops the build, to be looked at again.
 */
export function mantineDefaultsOnDemand(): Plugin {
  return {
    name: 'sampark-mantine-defaults-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(FILE)) return null;
      if (!code.includes(EAGER) || !code.includes(USER)) this.error(`${FILE} has changed: check that build/mantine-defaults-on-demand.ts still applies`);
      const lazy = code
        .replace(EAGER, 'let defaultsOnce;')
        .replace(USER, `${USER}\n\tconst defaultCssVariables = (defaultsOnce ??= defaultCssVariablesResolver(DEFAULT_THEME));`);
      return { code: lazy, map: null };
    },
  };
}
