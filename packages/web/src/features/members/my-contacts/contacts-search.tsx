import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain/plain-icon';
import classes from './contacts-search.module.css';

/**
 * 'Type to Search' with Clear (seed 000 §2). The list is paged by the server, so typing applies
 * after a short pause (Enter and Clear at once) instead of one request per keystroke. Plain
 * elements: the sevak's home renders no Mantine components (issue 32).
 */
export function ContactsSearch({ onSearch }: { onSearch: (search: string) => void }) {
  const { t } = useTranslation('contacts');
  const [draft, setDraft] = useState('');
  const debounced = useDebouncedCallback(onSearch, 350);
  const apply = (text: string) => {
    debounced.cancel();
    onSearch(text);
  };
  return (
    <div className={classes.search}>
      <div className={classes.field}>
        <span className={classes.icon}>
          <PlainIcon name="search" size={16} />
        </span>
        <input
          className={classes.input}
          type="search"
          placeholder={t('search')}
          aria-label={t('search')}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            debounced(event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(draft);
          }}
        />
      </div>
      <button
        type="button"
        className={classes.clear}
        onClick={() => {
          setDraft('');
          apply('');
        }}
      >
        {t('clear')}
      </button>
    </div>
  );
}
