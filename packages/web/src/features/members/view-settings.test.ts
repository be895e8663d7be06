import { MEMBER_VIEW_COLUMNS } from '@sampark/domain/member-views';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW_SETTINGS,
  chooseColumns,
  chooseView,
  loadViewSettings,
  parseViewSettings,
  saveViewSettings,
  viewSettingsKey,
} from './view-settings';

describe('view settings', () => {
  it('starts with the Default view and its columns', () => {
    expect(DEFAULT_VIEW_SETTINGS.view).toBe('Default');
    expect(DEFAULT_VIEW_SETTINGS.columns).toEqual([...MEMBER_VIEW_COLUMNS.Default]);
  });

  it('takes a view preset with ID and Full Name first', () => {
    const social = chooseView('Social Media');
    expect(social.columns.slice(0, 2)).toEqual(['id', 'fullname']);
    expect(social.columns).toContain('facebook_id');
  });

  it('keeps ID and Full Name whatever columns are chosen, and drops unknown ones', () => {
    expect(chooseColumns(chooseView('Default'), ['email', 'nonsense']).columns).toEqual(['id', 'fullname', 'email']);
  });

  it('remembers the choice per user', () => {
    saveViewSettings(7, chooseView('Sampark'));
    expect(window.localStorage.getItem(viewSettingsKey(7))).toContain('Sampark');
    expect(loadViewSettings(7).view).toBe('Sampark');
    expect(loadViewSettings(8)).toEqual(DEFAULT_VIEW_SETTINGS);
  });

  it('falls back to the defaults for a damaged or outdated entry', () => {
    expect(parseViewSettings('{not json')).toEqual(DEFAULT_VIEW_SETTINGS);
    expect(parseViewSettings(JSON.stringify({ view: 'Gone', columns: ['id'] }))).toEqual(DEFAULT_VIEW_SETTINGS);
    expect(parseViewSettings(JSON.stringify({ view: 'Details' }))).toEqual(chooseView('Details'));
  });
});
