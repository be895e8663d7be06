import './app/global-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicFormApp } from './app/public-form-app';

// public-form.html: the server sends it for the public registration form's addresses only.
const root = document.getElementById('root');
if (!root) throw new Error('public-form.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PublicFormApp />
  </StrictMode>,
);
