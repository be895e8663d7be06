import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './types';

interface SearchBoxProps {
  value: string;
  placeholder: string;
  /** Instant: every keystroke is applied (client mode); otherwise only Enter applies it. */
  instant: boolean;
  withClearButton: boolean;
  onSearch: (search: string) => void;
}

function SearchBox({ value, placeholder, instant, withClearButton, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const { t } = useTranslation('table');
  // The applied search can change from outside (controlled query); show it.
  useEffect(() => setDraft(value), [value]);

  const change = (text: string) => {
    setDraft(text);
    if (instant) onSearch(text);
  };
  const clear = () => {
    setDraft('');
    onSearch('');
  };
  return (
    <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 220px', minWidth: 0 }}>
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={draft}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !instant) onSearch(draft);
        }}
      />
      {withClearButton && (
        <Button variant="default" onClick={clear}>
          {t('clear')}
        </Button>
      )}
    </Group>
  );
}

interface ColumnChooserProps<T> {
  columns: DataTableColumn<T>[];
  value: string[];
  onChange: (ids: string[]) => void;
}

function ColumnChooser<T>({ columns, value, onChange }: ColumnChooserProps<T>) {
  const { t } = useTranslation('table');
  // Locked columns are disabled options, so Mantine draws their pills without a remove button.
  const data = columns.map((c) => ({ value: c.id, label: c.header, disabled: c.locked === true }));
  return (
    <MultiSelect
      label={t('selectColumns')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      hidePickedOptions={false}
      style={{ flex: '1 1 260px', minWidth: 0, maxWidth: 520 }}
    />
  );
}

export interface TableToolbarProps<T> {
  search?: SearchBoxProps;
  chooser?: ColumnChooserProps<T>;
  extra?: ReactNode;
}

export function TableToolbar<T>({ search, chooser, extra }: TableToolbarProps<T>) {
  if (!search && !chooser && !extra) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
      {extra}
      {search && <SearchBox {...search} />}
      {chooser && <ColumnChooser {...chooser} />}
    </Group>
  );
}
