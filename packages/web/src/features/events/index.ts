/** The events feature's public entry: what other features use of it (docs/decisions/086-web-folders.md). */
export { EventTimeline } from './history/event-timeline';
export { eventQueryOptions } from './events-api';
