import { Navigate, Route, Routes } from '@dental/ui/router';
import { Guard } from './guard';
import { addNamespaceBundle } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import { CalendarPage } from './pages/CalendarPage';
import { ListPage } from './pages/ListPage';

// This remote's texts travel with it: registered once, when the shell first loads the module.
addNamespaceBundle('calendar', calendarTexts);

/** Everything the calendar module owns. Paths are absolute: the shell mounts this under `*`. */
export default function CalendarRoutes() {
  return (
    <Routes>
      <Route path="/calendar" element={<Guard permission="calendar_view"><CalendarPage /></Guard>} />
      <Route
        path="/calendar-history"
        element={<Guard permission="calendar_view"><ListPage section="calendar" page="history" /></Guard>}
      />
      <Route
        path="/calendar-queue"
        element={<Guard permission="calendar_view"><ListPage section="calendar" page="queue" /></Guard>}
      />
      <Route path="/planner" element={<Guard permission="planner_view"><ListPage section="planner" page="planner" /></Guard>} />
      <Route
        path="/planner-worktimes"
        element={<Guard permission="planner_view"><ListPage section="planner" page="worktimes" /></Guard>}
      />
      <Route
        path="/planner-vacations"
        element={<Guard permission="planner_view"><ListPage section="planner" page="vacations" /></Guard>}
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
