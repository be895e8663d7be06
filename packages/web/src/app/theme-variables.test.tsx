import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const HEADER = `/*
 * The theme's CSS variables (theme.ts): what MantineProvider would write into a <style> on every
 * page load, written here once (docs/decisions/114-theme-variables-at-build-time.md). Made by
 * theme-variables.test.tsx; after a change to theme.ts run
 *   npx vitest run --project web src/app/theme-variables.test.tsx -u
 */
`;

/** MantineProvider's own <style> for the theme, one rule a line. */
function providerVariables(): string {
  const { container } = render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <p />
    </MantineProvider>,
  );
  const style = container.ownerDocument.querySelector('style[data-mantine-styles="true"]');
  if (!style?.textContent) throw new Error('MantineProvider wrote no theme variables');
  return style.textContent.replace(/\}\s*/g, '}\n');
}

it("theme-variables.css holds the theme's variables as MantineProvider makes them", async () => {
  await expect(HEADER + providerVariables()).toMatchFileSnapshot('./theme-variables.css');
});
