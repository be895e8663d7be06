import { Badge, Button, Collapse, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CollapsibleFilterPanelProps {
  /** the toggle's text */
  title: string;
  /** how many filters are in force (a badge on the toggle) */
  applied: number;
  initiallyOpen: boolean;
  /** Filter: apply the fields' draft */
  onApply(): void;
  /** Reset: clear the fields and the list */
  onReset(): void;
  /** the fields, four a row on a wide screen */
  children: ReactNode;
}

/**
 * A panel's fields edit a draft of the filter in force; the draft follows that filter when the
 * list changes it (a new page, Reset elsewhere). `apply` hands the list the draft, `reset` an empty filter.
 */
export function useFilterDraft<T>(value: T, empty: T, onApply: (next: T) => void) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const reset = () => {
    setDraft(empty);
    onApply(empty);
  };
  return { draft, setDraft, apply: () => onApply(draft), reset };
}

/** The event screens' filter panels: a toggle with the count in force, the fields, Reset and Filter. */
export function CollapsibleFilterPanel({ title, applied, initiallyOpen, onApply, onReset, children }: CollapsibleFilterPanelProps) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Paper withBorder radius="sm" p="xs">
      <Button
        variant="subtle"
        leftSection={<IconFilter size={16} aria-hidden />}
        rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {title}
        {applied > 0 && (
          <Badge ml={6} size="sm" circle aria-label={t('filter.set', { number: applied })}>
            {applied}
          </Badge>
        )}
      </Button>
      <Collapse expanded={open}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onApply();
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
            {children}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onReset}>
              {t('filter.reset')}
            </Button>
            <Button type="submit">{t('filter.apply')}</Button>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}
