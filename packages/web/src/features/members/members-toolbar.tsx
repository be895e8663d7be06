import { Badge, Button, Checkbox, Group, Menu, Popover, ScrollArea, Select, Stack } from '@mantine/core';
import { FIXED_MEMBER_COLUMNS, MEMBER_COLUMNS } from '@sampark/domain/member-views';
import { MEMBER_VIEWS, type MemberView, QUICK_FILTERS, QUICK_FILTER_BUTTONS, type QuickFilter } from '@sampark/domain/options/members';
import { IconAdjustmentsHorizontal, IconChevronDown, IconColumns } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The two further quick values (seed 000 §2: followup and meetings), offered in a 'More' menu. */
const MORE_QUICK = QUICK_FILTERS.filter((q) => !QUICK_FILTER_BUTTONS.some((b) => b.value === q.value));

/** The quick filter buttons; `children` (the All Filters button) flows on in the same line. */
export function QuickFilterButtons({ value, onChange, children }: { value: QuickFilter; onChange: (q: QuickFilter) => void; children?: ReactNode }) {
  const more = MORE_QUICK.find((q) => q.value === value);
  return (
    <Group gap={4} wrap="wrap">
      {QUICK_FILTER_BUTTONS.map((q) => (
        <Button
          key={q.value}
          size="xs"
          variant={value === q.value ? 'filled' : 'default'}
          aria-pressed={value === q.value}
          onClick={() => onChange(q.value)}
        >
          {q.label}
        </Button>
      ))}
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            size="xs"
            variant={more ? 'filled' : 'default'}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {more ? more.label : 'More'}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {MORE_QUICK.map((q) => (
            <Menu.Item key={q.value} onClick={() => onChange(q.value)}>
              {q.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {children}
    </Group>
  );
}

export function AllFiltersButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button
      size="xs"
      variant={count > 0 ? 'light' : 'default'}
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      rightSection={count > 0 ? <Badge size="sm" circle aria-label={`${count} filters active`}>{count}</Badge> : undefined}
      onClick={onClick}
    >
      All Filters
    </Button>
  );
}

export function ViewSelect({ value, onChange }: { value: MemberView; onChange: (view: MemberView) => void }) {
  return (
    <Select
      label="Select View"
      data={[...MEMBER_VIEWS]}
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
  return (
    <Popover position="bottom-end" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />} rightSection={<Badge size="sm" variant="light" visibleFrom="xs">{value.length}</Badge>}>
          Select Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          <Checkbox.Group label="Select Columns" value={value} onChange={onChange}>
            <Stack gap={6} mt={6}>
              {MEMBER_COLUMNS.map((c) => (
                <Checkbox key={c.key} value={c.key} label={c.label} disabled={FIXED.has(c.key)} />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
