// Mantine's styles, loaded by both pages of the app (main.tsx and public-form-main.tsx).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
// after Mantine's, so its sizes on phones win (decision 052)
import './touch-targets.css';
import './dropdowns.css';
// the language switch's: also on the login page, prerendered without stylesheets (i18n/language-switch.css)
import '../i18n/language-switch.css';
// 'Please wait', drawn before anything else is (components/feedback/please-wait.css)
import '../components/feedback/please-wait.css';
