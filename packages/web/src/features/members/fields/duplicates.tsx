import { Anchor, Modal, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateMembersMessage } from '@sampark/domain/schemas/members';
import { duplicateCheckResponseSchema, duplicateRefusalBodySchema, type DuplicateRow } from '@sampark/domain/schemas/member-answers';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { api, ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { translateMessage } from '../../../i18n/messages';

export type { DuplicateRow };

/** The seeker wizard also searches seekers, leaving out the one it edits (docs/decisions/033). */
export interface DuplicateScope {
  seekers: true;
  seekerId?: number;
}

/** POST api/checkduplicate?phone_number=&country= (the calling code, or the country's name). */
export async function checkDuplicates(phone: string, country: string, scope?: DuplicateScope): Promise<DuplicateRow[]> {
  const query = { phone_number: phone, country: country || undefined, seekers: scope ? 1 : undefined, seeker_id: scope?.seekerId };
  return (await api.post('/api/checkduplicate', { query, schema: duplicateCheckResponseSchema })).data;
}

/** The duplicates a create's 422 carries in `data` (the server checks again on save). */
export function duplicatesOf(error: unknown): DuplicateRow[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const parsed = duplicateRefusalBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data.data : null;
}

/** How the check's rows name a seeker (the server's seeker-repository SEEKER_SOURCE). */
const SEEKER_SOURCE = 'Seeker';

/** seed 001 §5: the check starts above 9 characters. */
export const DUPLICATE_CHECK_MIN_LENGTH = 10;

export interface DuplicateAlertState {
  number: string;
  rows: DuplicateRow[];
}

/**
 * The duplicate check and its alert. `check` resolves to true when the number is taken (and opens
 * the alert); an answer for a number the user has since changed is ignored.
 */
export function useDuplicateCheck(scope?: DuplicateScope) {
  const [alert, setAlert] = useState<DuplicateAlertState | null>(null);
  const latest = useRef(0);
  const show = (number: string, rows: DuplicateRow[]) => setAlert({ number, rows });
  const check = async (number: string, country: string): Promise<boolean> => {
    const ticket = ++latest.current;
    const rows = await checkDuplicates(number, country, scope);
    if (ticket !== latest.current || rows.length === 0) return false;
    show(number, rows);
    return true;
  };
  /** The number changed: an answer still on its way is for the old one. */
  const forget = () => {
    latest.current++;
  };
  return { alert, check, show, forget, close: () => setAlert(null) };
}

const columnsIn = (t: TFunction<'members'>): DataTableColumn<DuplicateRow>[] => [
  {
    id: 'id',
    header: t('duplicates.id'),
    accessor: 'id',
    cell: (r) => (
      <Anchor href={r.source === SEEKER_SOURCE ? `/seeker/${r.id}/edit` : `/member/${r.id}/view`} target="_blank" fz="sm">
        {r.id}
      </Anchor>
    ),
  },
  { id: 'source', header: t('duplicates.source'), accessor: 'source' },
  { id: 'fullname', header: t('duplicates.fullname'), accessor: 'fullname' },
  { id: 'location', header: t('duplicates.location'), accessor: 'location' },
  { id: 'created_by', header: t('duplicates.createdBy'), accessor: 'created_by' },
  { id: 'created_at', header: t('duplicates.createdOn'), accessor: 'created_at', cell: (r) => formatDateTime(r.created_at) },
];

interface DuplicateAlertProps {
  alert: DuplicateAlertState | null;
  onClose: () => void;
  /** the seeker wizard's words ('... Member(s) or Seeker(s) ...'); members' by default (the domain's duplicateMembersMessage) */
  message?: (count: number, number: string) => string;
}

/** 'Duplicate Members Alert' with '{n} Member(s) with phone number ({number}) already exists.' */
export function DuplicateAlert({ alert, onClose, message }: DuplicateAlertProps) {
  const { t } = useTranslation('members');
  const columns = useMemo(() => columnsIn(t), [t]);
  const text = message ?? duplicateMembersMessage;
  return (
    <Modal opened={alert !== null} onClose={onClose} title={t('duplicates.title')} size="xl" centered>
      {alert && (
        <Stack gap="sm">
          <Text fw={600} c="red.9">
            {translateMessage(text(alert.rows.length, alert.number))}
          </Text>
          <DataTable
            mode="client"
            label={t('duplicates.table')}
            rows={alert.rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            pageSizeOptions={[5, 10, 15]}
            withSearch={false}
          />
        </Stack>
      )}
    </Modal>
  );
}
