import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, isLanguage } from './i18n';

/**
 * English / हिन्दी (issue 18): each language named in itself, so a reader of either finds it.
 * Switches at once; `onChoose` also stores the choice (lib/language.ts on the staff screens).
 * A radio group, as Mantine's SegmentedControl rendered it, in plain elements: it is in the
 * login page's and every staff screen's first paint (issue 32). Each option is at least 44 px
 * tall, a thumb's width on a phone. Its rules: language-switch.css, in the app's global styles.
 * Each label says its language (`lang`), so a screen reader reads 'हिन्दी' with a Hindi voice.
 */
export function LanguageSwitch({ onChoose }: { onChoose: (language: Language) => void }) {
  const { t, i18n } = useTranslation('common');
  const name = useId();
  const chosen = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div role="radiogroup" aria-label={t('language.label')} className="language-switch">
      {LANGUAGES.map((language) => (
        <div key={language} className="language-switch-option">
          <input
            type="radio"
            className="language-switch-radio"
            name={name}
            id={`${name}-${language}`}
            value={language}
            checked={language === chosen}
            onChange={() => onChoose(language)}
          />
          <label htmlFor={`${name}-${language}`} className="language-switch-label" lang={language}>
            {t(`language.${language}`)}
          </label>
        </div>
      ))}
    </div>
  );
}
