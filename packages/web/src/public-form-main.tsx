import './lib/zod-without-eval';
import './app/global-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicFormApp } from './app/public-form-app';
import { initI18n } from './i18n/i18n';

void initI18n();

// public-form.html: the server sends it for the public registration form's addresses only.
const root = document.getElementById('root');
if (!root) throw new Error('public-form.html has no #root element');

// the first render in a task of its own, as the app's (docs/decisions/121-first-render-after-a-yield.md)
setTimeout(() =>
  createRoot(root).render(
    <StrictMode>
      <PublicFormApp />
    </StrictMode>,
  ),
);
