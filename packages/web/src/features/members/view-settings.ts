import {
  DEFAULT_MEMBER_VIEW,
  MEMBER_COLUMNS,
  type MemberColumnKey,
  viewColumns,
  withFixedColumns,
} from '@sampark/domain/member-views';
import { MEMBER_VIEWS, type MemberView } from '@sampark/domain/options/members';

/**
 * The members list's 'Select View' and 'Select Columns' choice, remembered per user in this
 * browser (localStorage), so each user finds the list as they left it.
 */
export interface ViewSettings {
  view: MemberView;
  columns: MemberColumnKey[];
}

export function viewSettingsKey(userId: number): string {
  return `sampark.members.view.${userId}`;
}

/** A view with its preset columns. */
export function chooseView(view: MemberView): ViewSettings {
  return { view, columns: viewColumns(view).map((c) => c.key) };
}

/** The user's own columns within the current view; ID and Full Name always stay. */
export function chooseColumns(settings: ViewSettings, keys: readonly string[]): ViewSettings {
  const known = new Set<string>(MEMBER_COLUMNS.map((c) => c.key));
  return { view: settings.view, columns: withFixedColumns(keys.filter((k): k is MemberColumnKey => known.has(k))) };
}

export const DEFAULT_VIEW_SETTINGS: ViewSettings = chooseView(DEFAULT_MEMBER_VIEW);

/** What was stored, checked: an unknown view or column (e.g. after an upgrade) falls back to the defaults. */
export function parseViewSettings(raw: string | null): ViewSettings {
  if (!raw) return DEFAULT_VIEW_SETTINGS;
  try {
    const stored = JSON.parse(raw) as Partial<ViewSettings>;
    const view = MEMBER_VIEWS.find((v) => v === stored.view);
    if (!view) return DEFAULT_VIEW_SETTINGS;
    if (!Array.isArray(stored.columns)) return chooseView(view);
    return chooseColumns({ view, columns: [] }, stored.columns.map(String));
  } catch {
    return DEFAULT_VIEW_SETTINGS;
  }
}

export function loadViewSettings(userId: number): ViewSettings {
  try {
    return parseViewSettings(window.localStorage.getItem(viewSettingsKey(userId)));
  } catch {
    return DEFAULT_VIEW_SETTINGS; // storage blocked: the defaults, not remembered
  }
}

export function saveViewSettings(userId: number, settings: ViewSettings): void {
  try {
    window.localStorage.setItem(viewSettingsKey(userId), JSON.stringify(settings));
  } catch {
    /* storage blocked or full: the choice lasts for this visit only */
  }
}
