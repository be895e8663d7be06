import { Button, Group, Modal, MultiSelect, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type BulkEditFields,
  bulkEditHasChanges,
  canAssign,
  deleteCountError,
  deleteCountMatches,
} from '@sampark/domain/member-list-rules';
import { GRADES, OUTPUTS } from '@sampark/domain/options/members';
import { toSelectData } from '@sampark/domain/options/option';
import { CATEGORIES_DISABLED_IN_BULK_EDIT, UNASSIGNED_LABEL } from '@sampark/domain/options/reference';
import { useEffect, useState, type ReactNode } from 'react';
import { UNASSIGNED_GRADE_VALUE, UNASSIGNED_ID_VALUE } from '../../components/member-filter/filter-options';
import { type BulkFields, type BulkTarget, targetCount } from './members-api';

/**
 * The bulk dialogs (seed 000 §2 "Bulk dialogs", §5 "Bulk actions"): Assign, Edit and Delete, for
 * the selected rows or for every member the filter matches. `onSubmit` runs the call and resolves
 * true when it succeeded (the dialog then closes).
 */
export interface BulkDialogProps {
  target: BulkTarget | null;
  onClose: () => void;
  onSubmit: (fields: BulkFields) => Promise<boolean>;
}

type Named = { id: number; name: string; active?: number };

function targetText(target: BulkTarget): string {
  const n = targetCount(target).toLocaleString('en-IN');
  if (target.kind === 'filter') return `All ${n}${target.capped ? '+' : ''} members matching the filter`;
  return `${n} selected member${targetCount(target) === 1 ? '' : 's'}`;
}

interface FrameProps {
  title: string;
  target: BulkTarget | null;
  onClose: () => void;
  busy: boolean;
  submitLabel: string;
  submitColor?: string;
  canSubmit: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

function DialogFrame({ title, target, onClose, busy, submitLabel, submitColor, canSubmit, onSubmit, children }: FrameProps) {
  return (
    <Modal opened={target !== null} onClose={busy ? () => {} : onClose} title={title} closeOnClickOutside={!busy}>
      {target && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {targetText(target)}
          </Text>
          {children}
          {busy && (
            <Stack gap={4} role="status" aria-live="polite">
              <Progress value={100} animated striped aria-label="Progress" />
              <Text size="sm">Updating {targetCount(target).toLocaleString('en-IN')} members, please wait…</Text>
            </Stack>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button color={submitColor} onClick={onSubmit} disabled={!canSubmit} loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Runs the submit with a busy flag; fields reset whenever the dialog opens for a new target. */
function useSubmit(props: BulkDialogProps) {
  const [busy, setBusy] = useState(false);
  const submit = async (fields: BulkFields) => {
    setBusy(true);
    try {
      if (await props.onSubmit(fields)) props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}

function withUnassigned(rows: Named[]) {
  return [{ value: UNASSIGNED_ID_VALUE, label: UNASSIGNED_LABEL }, ...rows.map((r) => ({ value: String(r.id), label: r.name }))];
}

export function AssignDialog(props: BulkDialogProps & { users: Named[] }) {
  const [assignee, setAssignee] = useState<string | null>(null);
  const { busy, submit } = useSubmit(props);
  useEffect(() => setAssignee(null), [props.target]);
  const id = assignee === null ? null : Number(assignee);
  return (
    <DialogFrame
      title="Assign Members"
      target={props.target}
      onClose={props.onClose}
      busy={busy}
      submitLabel="Update"
      canSubmit={canAssign(id) && !busy}
      onSubmit={() => void submit({ assigned_to: id ?? undefined })}
    >
      <Select label="Assign To" data={withUnassigned(props.users)} value={assignee} onChange={setAssignee} searchable data-autofocus />
    </DialogFrame>
  );
}

const EMPTY_EDIT = { profession_id: null, profession_description: '', category_id: null, grade: null, output: [] as string[] };
const GRADE_DATA = [{ value: UNASSIGNED_GRADE_VALUE, label: UNASSIGNED_LABEL }, ...toSelectData(GRADES)];
const DISABLED_CATEGORIES = new Set<string>(CATEGORIES_DISABLED_IN_BULK_EDIT);

export function EditDialog(props: BulkDialogProps & { professions: Named[]; categories: Named[] }) {
  const [values, setValues] = useState<{ profession_id: string | null; profession_description: string; category_id: string | null; grade: string | null; output: string[] }>(EMPTY_EDIT);
  const { busy, submit } = useSubmit(props);
  useEffect(() => setValues(EMPTY_EDIT), [props.target]);
  const set = (field: keyof typeof values, v: string | string[] | null) => setValues((s) => ({ ...s, [field]: v }));

  const fields: BulkEditFields = {
    profession_id: values.profession_id === null ? null : Number(values.profession_id),
    profession_description: values.profession_description,
    category_id: values.category_id === null ? null : Number(values.category_id),
    grade: values.grade,
    output: values.output,
  };
  const body: BulkFields = {
    profession_id: fields.profession_id ?? undefined,
    profession_description: values.profession_description.trim() || undefined,
    category_id: fields.category_id ?? undefined,
    grade: values.grade ?? undefined,
    output: values.output.length ? values.output : undefined,
  };
  // Intellectual and Karyakarta cannot be given in bulk (seed 000 §2).
  const categoryData = withUnassigned(props.categories.filter((c) => c.active !== 0)).map((o) => ({
    ...o,
    disabled: DISABLED_CATEGORIES.has(o.label),
  }));
  return (
    <DialogFrame
      title="Edit Members"
      target={props.target}
      onClose={props.onClose}
      busy={busy}
      submitLabel="Update"
      canSubmit={bulkEditHasChanges(fields) && !busy}
      onSubmit={() => void submit(body)}
    >
      <Select
        label="Profession"
        data={withUnassigned(props.professions.filter((p) => p.active !== 0))}
        value={values.profession_id}
        onChange={(v) => set('profession_id', v)}
        searchable
        clearable
      />
      <TextInput
        label="Profession Description"
        value={values.profession_description}
        onChange={(e) => set('profession_description', e.currentTarget.value)}
        maxLength={500}
      />
      <Select label="Category" data={categoryData} value={values.category_id} onChange={(v) => set('category_id', v)} searchable clearable />
      <Select label="Grade" data={GRADE_DATA} value={values.grade} onChange={(v) => set('grade', v)} clearable />
      <MultiSelect label="Output" data={toSelectData(OUTPUTS)} value={values.output} onChange={(v) => set('output', v)} searchable clearable />
    </DialogFrame>
  );
}

export function DeleteDialog(props: BulkDialogProps) {
  const [typed, setTyped] = useState('');
  const { busy, submit } = useSubmit(props);
  useEffect(() => setTyped(''), [props.target]);
  const count = props.target ? targetCount(props.target) : 0;
  const capped = props.target?.kind === 'filter' && props.target.capped;
  return (
    <DialogFrame
      title="Delete Members"
      target={props.target}
      onClose={props.onClose}
      busy={busy}
      submitLabel="Delete"
      submitColor="red"
      canSubmit={!capped && deleteCountMatches(typed, count) && !busy}
      onSubmit={() => void submit({})}
    >
      <Text size="sm">
        {capped
          ? 'Too many members match to count them exactly: narrow the filter to delete them all.'
          : `To confirm, type the number of records to delete (${count}).`}
      </Text>
      <TextInput
        label="Number of records"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={deleteCountError(typed, count)}
        inputMode="numeric"
        autoComplete="off"
        disabled={capped}
        data-autofocus
      />
    </DialogFrame>
  );
}
