import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Type to Search' with Clear (seed 000 §2). The list is paged by the server, so typing applies
 * after a short pause (Enter and Clear at once) instead of one request per keystroke.
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
    <Group gap="xs" wrap="nowrap" maw={520}>
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        // 44 px: a thumb's target on a phone (issue 18)
        styles={{ input: { height: 44 } }}
        type="search"
        placeholder={t('search')}
        aria-label={t('search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          debounced(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(draft);
        }}
      />
      <Button
        h={44}
        variant="default"
        onClick={() => {
          setDraft('');
          apply('');
        }}
      >
        {t('clear')}
      </Button>
    </Group>
  );
}
