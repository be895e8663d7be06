import type { EventRow } from '@sampark/domain/schemas/events';

/** An event as GET api/myevents and api/events/{id} answer it (event 7 unless told). */
export const eventRow = (id = 7, values: Partial<EventRow> = {}) => ({
  id,
  name: 'Yuva Shibir',
  description: null,
  location_id: 2,
  location_name: 'Pune',
  type: 1,
  type_name: 'Shibir',
  date_from: '2026-12-10',
  date_to: '2026-12-12',
  remarks: null,
  connect_gsheet: 0,
  inactive: 0,
  created_by: 1,
  username: 'Asha Superadmin',
  created_on: '2026-11-20 09:30:00',
  ...values,
}) satisfies EventRow;
