import { savedLanguage } from '@dental/api-client';
import { useSession } from '@dental/auth';
import type { CalendarParams } from './calendar-api';

/**
 * CSV or iCalendar of the visible range. A plain link cannot carry the bearer token, so the file
 * is fetched with it and handed to the browser as a blob download.
 */
export async function downloadExport(params: CalendarParams, format: 'csv' | 'ics'): Promise<void> {
  const query = new URLSearchParams({
    format,
    branch_uuid: params.branch,
    date: params.date,
    view: params.view,
    room_type: String(params.roomType),
    page: String(params.page),
  });
  const token = useSession.getState().token;
  const response = await fetch(`/api/calendar/export?${query}`, {
    headers: { 'Content-Language': savedLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `calendar-${params.view}-${params.date}.${format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
