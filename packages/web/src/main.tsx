import './lib/zod-without-eval';
import './app/global-styles';
import './app/start-i18n';
import { App } from './app/app';
import { renderRoot } from './app/render-root';
import { startOffline } from './offline/start-offline';

startOffline(() => import('./features/followups/followup-sync'));

renderRoot(<App />, 'index.html');
