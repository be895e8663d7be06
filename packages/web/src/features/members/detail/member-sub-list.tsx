import { Button, Paper, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm/confirm';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { notifyError, notifySuccess } from '../../../components/feedback/notify';
import { applyServerErrors, submitErrorMessage } from '../../../components/form/server-errors';
import { memberKey } from '../../../lib/query-keys';
import { SUB_TABLE_PAGE_SIZES } from './sub-table';
import { FetchFailed } from '../../../components/feedback/fetch-failed';

/** What the list needs of the add form (a useZodForm form). */
interface AddForm<Values> {
  onSubmit: (handler: (values: Values) => Promise<void>) => (event?: FormEvent<HTMLFormElement>) => void;
  setSubmitting: (submitting: boolean) => void;
  reset: () => void;
  setFieldError: (path: never, error: ReactNode) => void;
}

interface MemberSubListProps<Row extends { id: number }, Values> {
  memberId: number;
  /** the table's accessible name */
  label: string;
  rows: { data?: Row[]; isError: boolean; isFetching: boolean };
  /** every column but Actions, which this adds */
  columns: DataTableColumn<Row>[];
  /** the accessible name of a row's Delete button */
  deleteLabel: (row: Row) => string;
  form: AddForm<Values>;
  /** POST; resolves to the server's message */
  add: (body: Values) => Promise<string>;
  /** DELETE by row id; resolves to the server's message */
  remove: (id: number) => Promise<string>;
  /** the add form's inputs and its submit button */
  children: ReactNode;
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} aria-hidden />} aria-label={label} onClick={onClick}>
      {t('record.delete')}
    </Button>
  );
}

function deleteColumn<Row>(header: string, deleteLabel: (row: Row) => string, onDelete: (row: Row) => void): DataTableColumn<Row> {
  return {
    id: 'actions',
    header,
    width: 110,
    cell: (row) => <DeleteButton label={deleteLabel(row)} onClick={() => onDelete(row)} />,
  };
}

/**
 * A member's sub-table with its add form above (seed 001 §2, §5: organizations, gifts): an add
 * shows the server's message, clears the form and refreshes the member; a 422 goes on the fields.
 * Delete asks 'Do you really want to delete?' first. 5 rows a page (seed 001 §9).
 */
export function MemberSubList<Row extends { id: number }, Values>(props: MemberSubListProps<Row, Values>) {
  const { memberId, label, rows, form, add, remove, children } = props;
  const queryClient = useQueryClient();
  const { t } = useTranslation('members');
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKey(memberId) });

  const submit = async (body: Values) => {
    form.setSubmitting(true);
    try {
      notifySuccess(await add(body));
      form.reset();
      await refresh();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyError(submitErrorMessage(error));
    } finally {
      form.setSubmitting(false);
    }
  };
  const removeRow = async (row: Row) => {
    if (!(await confirm())) return;
    try {
      notifySuccess(await remove(row.id));
      await refresh();
    } catch (error) {
      notifyError(submitErrorMessage(error));
    }
  };
  // removeRow() only uses values fixed for this member, so the columns only change with the language
  const [actions] = useState(() => (header: string) => deleteColumn(header, props.deleteLabel, (row) => void removeRow(row)));
  const columns = useMemo(() => [...props.columns, actions(t('record.actions'))], [props.columns, actions, t]);

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm">
        <form onSubmit={form.onSubmit(submit)} noValidate>
          {children}
        </form>
      </Paper>
      {rows.isError && <FetchFailed />}
      <DataTable
        mode="client"
        label={label}
        rows={rows.data ?? []}
        loading={rows.isFetching}
        columns={columns}
        getRowId={(row) => String(row.id)}
        pageSizeOptions={SUB_TABLE_PAGE_SIZES}
        withSearch={false}
      />
    </Stack>
  );
}
