import { Badge, Button, CloseButton, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filter-values';

/**
 * The filters in force, each removable, and 'Clear filters' (seed 000 §2 "All Filters"). The
 * remove buttons are real buttons (Mantine's Pill hides its own from keyboards and screen readers).
 */
export function FilterChips({ chips, onRemove, onClear }: { chips: FilterChip[]; onRemove: (chip: FilterChip) => void; onClear: () => void }) {
  const { t } = useTranslation('members');
  if (chips.length === 0) return null;
  return (
    <Group gap={6} aria-label={t('list.activeFilters')} role="group">
      {chips.map((chip) => (
        <Badge
          key={chip.fields.join()}
          variant="light"
          size="lg"
          radius="xl"
          tt="none"
          fw={500}
          maw="100%"
          pr={4}
          rightSection={<CloseButton size="xs" aria-label={t('list.removeFilter', { label: chip.label })} onClick={() => onRemove(chip)} />}
        >
          {chip.label}
        </Badge>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </Group>
  );
}
