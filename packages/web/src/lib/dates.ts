// The date rules live in the domain package so the server's exports format dates the same way.
export { formatDate, formatDateMonth, formatDateTime, fromTypedDate, groupDateDigits, parseDateValue, toIsoDate } from '@sampark/domain/dates';
export type { DateValue } from '@sampark/domain/dates';
