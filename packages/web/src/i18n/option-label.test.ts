import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { optionLabel, valueLabel } from './option-label';

const t = (lng: string) => i18n.getFixedT(lng, 'seekers');

describe('valueLabel', () => {
  it('shows a stored value in the language shown, dots and spaces in the value included', () => {
    expect(valueLabel(t('hi'), 'options', 'B.A.')).toBe('बी.ए.');
    expect(valueLabel(t('hi'), 'options', 'Sant / Guru')).toBe('संत / गुरु');
    expect(valueLabel(t('en'), 'options', 'Sant / Guru')).toBe('Sant / Guru');
  });

  it('shows a value the catalogue does not know as it is stored', () => {
    expect(valueLabel(t('hi'), 'options', 'Pune: Kothrud')).toBe('Pune: Kothrud');
    expect(valueLabel(t('hi'), 'options', '')).toBe('');
  });
});

describe('optionLabel', () => {
  it('reads the same labels from the whole map', () => {
    expect(optionLabel(t('hi'), 'options', 'B.A.')).toBe('बी.ए.');
    expect(optionLabel(t('hi'), 'options', 'Kothrud')).toBe('Kothrud');
  });
});
