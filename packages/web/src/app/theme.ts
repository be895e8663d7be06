import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
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
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
