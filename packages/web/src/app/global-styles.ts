// Mantine's global styles, loaded by both pages of the app (main.tsx and public-form-main.tsx).
// Each component's own stylesheet comes with the component's chunk, by vite.config.ts's
// mantineStylesPerComponent() (docs/decisions/106-mantine-styles-per-component.md).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// the theme's own, after Mantine's defaults, instead of MantineProvider's <style> at every load (decision 114)
import './theme-variables.css';
import '@mantine/core/styles/global.css';
// one step more specific than Mantine's components' own, which may load after them (decision 052)
import './touch-targets.css';
import './dropdowns.css';
// the language switch's: also on the login page, prerendered without stylesheets (i18n/language-switch.css)
import '../i18n/language-switch.css';
// 'Please wait', drawn before anything else is (components/feedback/please-wait.css)
import '../components/feedback/please-wait.css';

// Vite's development server serves Mantine pre-bundled, without the build's per-component sheets
if (import.meta.env.DEV) void import('./mantine-styles-in-development');
