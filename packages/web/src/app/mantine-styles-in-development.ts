// All of Mantine's styles, for Vite's development server only (app/global-styles.ts).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
