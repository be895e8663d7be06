import { Badge, Button, Checkbox, Group, Menu, Popover, ScrollArea, Select, Stack } from '@mantine/core';
import { FIXED_MEMBER_COLUMNS, MEMBER_COLUMNS } from '@sampark/domain/member-views';
import { MEMBER_VIEWS, type MemberView, QUICK_FILTERS, QUICK_FILTER_BUTTONS, type QuickFilter } from '@sampark/domain/options/members';
import { IconAdjustmentsHorizontal, IconChevronDown, IconColumns } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The two further quick values (seed 000 §2: followup and meetings), offered in a 'More' menu. */
const MORE_QUICK = QUICK_FILTERS.filter((q) => !QUICK_FILTER_BUTTONS.some((b) => b.value === q.value));

interface QuickFilterButtonsProps {
  value: QuickFilter;
  onChange: (q: QuickFilter) => void;
  /** the buttons offered (role 5's list leaves out Unassigned Contacts) */
  buttons?: readonly { value: QuickFilter }[];
  children?: ReactNode;
}

/** The quick filter buttons; `children` (the All Filters button) flows on in the same line. */
export function QuickFilterButtons({ value, onChange, buttons = QUICK_FILTER_BUTTONS, children }: QuickFilterButtonsProps) {
  const more = MORE_QUICK.find((q) => q.value === value);
  const { t } = useTranslation('members');
  return (
    <Group gap={4} wrap="wrap">
      {buttons.map((q) => (
        <Button
          key={q.value}
          size="xs"
          variant={value === q.value ? 'filled' : 'default'}
          aria-pressed={value === q.value}
          onClick={() => onChange(q.value)}
        >
          {t(`quick.${q.value}`)}
        </Button>
      ))}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            size="xs"
            variant={more ? 'filled' : 'default'}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {more ? t(`quick.${more.value}`) : t('list.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {MORE_QUICK.map((q) => (
            <Menu.Item key={q.value} onClick={() => onChange(q.value)}>
              {t(`quick.${q.value}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {children}
    </Group>
  );
}

export function AllFiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Button
      size="xs"
      variant={count > 0 ? 'light' : 'default'}
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      rightSection={count > 0 ? <Badge size="sm" circle aria-label={t('list.filtersActive', { n: count })}>{count}</Badge> : undefined}
      onClick={onClick}
    >
      {t('list.allFilters')}
    </Button>
  );
}

export function ViewSelect({ value, onChange }: { value: MemberView; onChange: (view: MemberView) => void }) {
  const { t } = useTranslation('members');
  return (
    <Select
      label={t('list.selectView')}
      data={MEMBER_VIEWS.map((view) => ({ value: view, label: t(`views.${view}`) }))}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && onChange(v as MemberView)}
      w={{ base: 140, xs: 250 }}
    />
  );
}

const FIXED = new Set<string>(FIXED_MEMBER_COLUMNS);

/**
 * 'Select Columns' (seed 000 §2): a checkbox list in a popover, so fifty column names do not push
 * the table off the screen; ID and Full Name are checked and cannot be unchecked.
 */
export function ColumnsChooser({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('members');
  return (
    <Popover position="bottom-end" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} rightSection={<Badge size="sm" variant="light" visibleFrom="xs">{value.length}</Badge>}>
          {t('list.selectColumns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          <Checkbox.Group label={t('list.selectColumns')} value={value} onChange={onChange}>
            <Stack gap={6} mt={6}>
              {MEMBER_COLUMNS.map((c) => (
                <Checkbox key={c.key} value={c.key} label={t(`columns.${c.key}`)} disabled={FIXED.has(c.key)} />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
