/** The registrations feature's public entry: what other features use of it (docs/decisions/086-web-folders.md). */
export { PersonalLinkButtons } from './personal-link-buttons';
export { usePersonalLinks } from './personal-links-api';
