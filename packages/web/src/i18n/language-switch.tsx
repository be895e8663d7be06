import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Language, LANGUAGES, isLanguage } from './i18n';

/**
 * English / हिन्दी (issue 18): each language named in itself, so a reader of either finds it.
 * Switches at once; `onChoose` also stores the choice (lib/language.ts on the staff screens).
 * Each option is at least 44 px tall, a thumb's width on a phone.
 */
export function LanguageSwitch({ onChoose, size = 'xs' }: { onChoose: (language: Language) => void; size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation('common');
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(value) => isLanguage(value) && onChoose(value)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      style={{ flexShrink: 0 }}
    />
  );
}
