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
import { CATEGORIES_DISABLED_IN_BULK_EDIT } from '@sampark/domain/options/reference';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNASSIGNED_GRADE_VALUE, UNASSIGNED_ID_VALUE } from './filter/filter-options';
import { optionData, unassignedLabel } from './filter/option-labels';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
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
  if (target.kind === 'filter') return i18n.t('members:bulk.targetAll', { n: `${n}${target.capped ? '+' : ''}` });
  return i18n.t('members:bulk.targetSelected', { count: targetCount(target), n });
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
  const { t } = useTranslation(['members', 'table']);
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
              <Progress value={100} animated striped aria-label={t('bulk.progress')} />
              <Text size="sm">{t('bulk.updating', { n: targetCount(target).toLocaleString('en-IN') })}</Text>
            </Stack>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('bulk.cancel')}
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
  return [{ value: UNASSIGNED_ID_VALUE, label: unassignedLabel() }, ...rows.map((r) => ({ value: String(r.id), label: r.name }))];
}

export function AssignDialog(props: BulkDialogProps & { users: Named[] }) {
  const [assignee, setAssignee] = useState<string | null>(null);
  const { busy, submit } = useSubmit(props);
  useEffect(() => setAssignee(null), [props.target]);
  const id = assignee === null ? null : Number(assignee);
  const { t } = useTranslation('members');
  return (
    <DialogFrame
      title={t('bulk.assignTitle')}
      target={props.target}
      onClose={props.onClose}
      busy={busy}
      submitLabel={t('bulk.update')}
      canSubmit={canAssign(id) && !busy}
      onSubmit={() => void submit({ assigned_to: id ?? undefined })}
    >
      <Select label={t('bulk.assignTo')} data={withUnassigned(props.users)} value={assignee} onChange={setAssignee} searchable data-autofocus />
    </DialogFrame>
  );
}

const EMPTY_EDIT = { profession_id: null, profession_description: '', category_id: null, grade: null, output: [] as string[] };
const DISABLED_CATEGORIES = new Set<string>(CATEGORIES_DISABLED_IN_BULK_EDIT);

export function EditDialog(props: BulkDialogProps & { professions: Named[]; categories: Named[] }) {
  const [values, setValues] = useState<{ profession_id: string | null; profession_description: string; category_id: string | null; grade: string | null; output: string[] }>(EMPTY_EDIT);
  const { busy, submit } = useSubmit(props);
  useEffect(() => setValues(EMPTY_EDIT), [props.target]);
  const set = (field: keyof typeof values, v: string | string[] | null) => setValues((s) => ({ ...s, [field]: v }));
  const { t } = useTranslation(['members', 'table']);
  const gradeData = [{ value: UNASSIGNED_GRADE_VALUE, label: unassignedLabel() }, ...toSelectData(GRADES)];

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
      title={t('bulk.editTitle')}
      target={props.target}
      onClose={props.onClose}
      busy={busy}
      submitLabel={t('bulk.update')}
      canSubmit={bulkEditHasChanges(fields) && !busy}
      onSubmit={() => void submit(body)}
    >
      <Select
        label={t('fields.profession_id')}
        data={withUnassigned(props.professions.filter((p) => p.active !== 0))}
        value={values.profession_id}
        onChange={(v) => set('profession_id', v)}
        searchable
        clearable
      />
      <TextInput
        label={t('fields.profession_description')}
        value={values.profession_description}
        onChange={(e) => set('profession_description', e.currentTarget.value)}
        maxLength={500}
      />
      <Select label={t('fields.category_id')} data={categoryData} value={values.category_id} onChange={(v) => set('category_id', v)} searchable clearable />
      <Select label={t('fields.grade')} data={gradeData} value={values.grade} onChange={(v) => set('grade', v)} clearable />
      <MultiSelect label={t('fields.output')} data={optionData('outputs', OUTPUTS)} value={values.output} onChange={(v) => set('output', v)} searchable clearable />
    </DialogFrame>
  );
}

export function DeleteDialog(props: BulkDialogProps) {
  const [typed, setTyped] = useState('');
  const { busy, submit } = useSubmit(props);
  useEffect(() => setTyped(''), [props.target]);
  const count = props.target ? targetCount(props.target) : 0;
  const capped = props.target?.kind === 'filter' && props.target.capped;
  const mismatch = deleteCountError(typed, count);
  const { t } = useTranslation('members');
  return (
    <DialogFrame
      title={t('bulk.deleteTitle')}
      target={props.target}
      onClose={props.onClose}
      busy={busy}
      submitLabel={t('bulk.delete')}
      submitColor="red"
      canSubmit={!capped && deleteCountMatches(typed, count) && !busy}
      onSubmit={() => void submit({})}
    >
      <Text size="sm">
        {capped ? t('bulk.tooMany') : t('bulk.confirmCount', { count })}
      </Text>
      <TextInput
        label={t('bulk.numberOfRecords')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        error={mismatch && translateMessage(mismatch)}
        inputMode="numeric"
        autoComplete="off"
        disabled={capped}
        data-autofocus
      />
    </DialogFrame>
  );
}
