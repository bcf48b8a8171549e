// Dates for display. A calendar date (YYYY-MM-DD) is a day, not an instant: it is shown as that
// day in every time zone. Timestamps (ISO 8601) are shown in the reader's time zone.
import { dateTimeFormat } from './intl';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;

/** "21 Nov 2026" / "21.11.2026" for a YYYY-MM-DD date or an ISO timestamp. */
export function formatDate(value: string | null | undefined, locale?: string): string {
  if (!value) return '';
  const day = DAY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Date and time of an ISO timestamp, in the reader's time zone. */
export function formatDateTime(value: string | null | undefined, locale?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
