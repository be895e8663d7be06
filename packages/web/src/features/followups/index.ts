/** The followups feature's public entry: what other features use of it (docs/decisions/086-web-folders.md). */
export { followupColumns } from './followup-columns';
export { FollowupDialog } from './followup-dialog';
export { startFollowupSync } from './followup-sync';
export { MemberFollowupsTable } from './member-followups-table';
export { PendingFollowups } from './queued-followups';
export { RefusedFollowups } from './refused-followups';
