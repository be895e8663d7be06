import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * The CSS variables this theme and `cssVariablesResolver` make are in theme-variables.css, made by
 * its test (decision 114): after a change here, run that test with `-u`.
 *
 * Shade 8 of the primary colour keeps white button text above 4.5:1; dimmed, error and
 * placeholder colours are darkened for the same reason (axe reports Mantine's defaults).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Users who ask their system for less motion get menus and dialogs without animation; the
  // browser tests ask for it too, so no click lands on a menu that is still opening (decision 024).
  respectReducedMotion: true,
  components: {
    // Re-choosing the chosen option never empties a select, as in a native <select>: a required
    // one kept flipping back to its 'Please select' message (issue 26); optional ones are
    // emptied with their clear button (decision 063).
    // (a plain object, not Select.extend: importing Select here put the whole Combobox into the
    // login page's JavaScript, 22 KB gzip over its budget)
    Select: { defaultProps: { allowDeselect: false } },
  },
});

/**
 * Text of the `light` variant (badges, light buttons, alerts) is shade 9 on a tint of shade 6:
 * below 4.5:1 for these palettes (green 3.8, orange 3.6, yellow 2.7). Each is shade 9 darkened
 * until it keeps 4.5:1 on shade 2 (decision 052).
 */
const LIGHT_TEXT: Record<string, string> = {
  red: '#ad2424',
  cyan: '#0a697a',
  teal: '#077050',
  green: '#237133',
  lime: '#48730a',
  yellow: '#a15300',
  orange: '#a9380c',
};

/**
 * White text on the `filled` variant (shade 8) is below 4.5:1 for these palettes (green 3.4,
 * orange 3.6, yellow 2.5): shade 8 darkened to 4.6:1, and its hover 15% darker again.
 */
const FILLED: Record<string, [fill: string, hover: string]> = {
  cyan: ['#0c8093', '#0a6d7d'],
  teal: ['#08835e', '#076f50'],
  green: ['#278539', '#217130'],
  lime: ['#4e800b', '#426d09'],
  yellow: ['#a86200', '#8f5300'],
  orange: ['#c84d0a', '#aa4109'],
};

const paletteFixes = {
  ...Object.fromEntries(Object.entries(LIGHT_TEXT).map(([name, text]) => [`--mantine-color-${name}-light-color`, text])),
  ...Object.fromEntries(
    Object.entries(FILLED).flatMap(([name, [fill, hover]]) => [
      [`--mantine-color-${name}-filled`, fill],
      [`--mantine-color-${name}-filled-hover`, hover],
    ]),
  ),
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    ...paletteFixes,
  },
  dark: {},
});
