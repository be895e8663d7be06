/**
 * The addresses the server answers with a page of their own instead of the app's index.html
 * (docs/decisions/045-javascript-budgets.md, 060-prerendered-login.md), shared by the server and
 * the service worker, which keeps those pages under their own URLs (059-later-visit.md). Both
 * test a path without its query.
 */
/** The public registration form's addresses (public-form.html). */
export const PUBLIC_FORM_PATH = /^\/(event\/[^/?#]+\/register|forms\/[^/?#]+\/(viewform|edit))\/?$/;
/** The login page (login.html). */
export const LOGIN_PATH = /^\/login\/?$/;
