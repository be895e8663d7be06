import type { ApprovalStatus } from '@sampark/domain/options/events';
import type { PageSize } from '../../components/data-table/data-table';
import { approvalStatusLabel } from './history/event-status-labels';
import { i18n } from '../../i18n/i18n';

/**
 * The older approval screen's page: 50 by default (seed 002 §4); the event member tables' sizes
 * (seed 002 §9) with 50 added, so the default is one of the choices (docs/decisions/031).
 */
export const APPROVE_MEMBERS_PAGE_SIZE = 50;
export const APPROVE_MEMBERS_PAGE_SIZES: PageSize[] = [10, 50, 100, 500, 1000, 2000, 'All'];

/** Which members the screen lists for the caller's role (seed 002 §4). */
export function listedMembersText(listed: ApprovalStatus | null): string {
  return listed ? i18n.t('events:approveMembers.withStatus', { status: approvalStatusLabel(listed) }) : i18n.t('events:approveMembers.all');
}
