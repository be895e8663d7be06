import { initI18n } from '../i18n/i18n';

/**
 * Starts i18next before app.tsx is evaluated (main.tsx imports this first): the router built there
 * calls the first route's loader at once, and loaders ask for their screen's catalogues together
 * with its code (home-routes.tsx, features/auth/routes.tsx), which needs i18next started.
 */
void initI18n();
