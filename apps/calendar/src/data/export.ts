import { api, downloadBlob } from '@dental/api-client';
import { calendarViewQuery, type CalendarParams } from './appointments';

/**
 * CSV or iCalendar of the visible range. A plain link cannot carry the bearer token, so the file
 * is fetched with it (the shared client) and handed to the browser as a blob download.
 */
export async function downloadExport(params: CalendarParams, format: 'csv' | 'ics'): Promise<void> {
  const { blob, filename } = await api.blob('/calendar/export', { format, ...calendarViewQuery(params) });
  downloadBlob(blob, filename ?? `calendar-${params.view}-${params.date}.${format}`);
}
