import './lib/zod-without-eval';
import './app/global-styles';
import { PublicFormApp } from './app/public-form-app';
import { renderRoot } from './app/render-root';
import { initI18n } from './i18n/i18n';

void initI18n();

// public-form.html: the server sends it for the public registration form's addresses only.
renderRoot(<PublicFormApp />, 'public-form.html');
