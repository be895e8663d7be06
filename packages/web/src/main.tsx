import './lib/zod-without-eval';
import './app/global-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/start-i18n';
import { App } from './app/app';
import { startOffline } from './offline/start-offline';

startOffline(() => import('./features/followups/followup-sync'));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// the first render in a task of its own, not the entry's evaluation's: one long task became two
// shorter ones, and a phone answers a touch between them (docs/decisions/121-first-render-after-a-yield.md)
setTimeout(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
