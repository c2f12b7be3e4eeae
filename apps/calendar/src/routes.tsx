import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingBlock } from '@dental/ui';
import { Navigate, Route, Routes } from '@dental/ui/router';
import { addNamespaceBundle } from '@dental/i18n/browser';
import calendarTexts from '@dental/i18n/bundles/calendar';
import { Guard } from './guard';
import { CalendarPage } from './pages/CalendarPage';
import './styles/calendar.css';

// This remote's texts travel with it: registered once, when the shell first loads the module.
addNamespaceBundle('calendar', calendarTexts);

// The calendar is the first screen; the others load when opened.
const QueuePage = lazy(() => import('./pages/QueuePage'));
const HistoryPage = lazy(() => import('./pages/HistoryPage'));
const PlannerPage = lazy(() => import('./pages/PlannerPage'));
const WorkTimesPage = lazy(() => import('./pages/WorkTimesPage'));
const VacationsPage = lazy(() => import('./pages/VacationsPage'));
const RecallsPage = lazy(() => import('./recalls/RecallsPage'));

const later = (node: ReactNode) => <Suspense fallback={<LoadingBlock />}>{node}</Suspense>;

/** Everything the calendar module owns. Paths are absolute: the shell mounts this under `*`. */
export default function CalendarRoutes() {
  return (
    <Routes>
      <Route path="/calendar" element={<Guard permission="calendar_view"><CalendarPage /></Guard>} />
      <Route path="/calendar-history" element={<Guard permission="calendar_view">{later(<HistoryPage />)}</Guard>} />
      <Route path="/calendar-queue" element={<Guard permission="calendar_view">{later(<QueuePage />)}</Guard>} />
      <Route path="/planner" element={<Guard permission="planner_view">{later(<PlannerPage />)}</Guard>} />
      <Route path="/planner-worktimes" element={<Guard permission="planner_view">{later(<WorkTimesPage />)}</Guard>} />
      <Route path="/planner-vacations" element={<Guard permission="planner_view">{later(<VacationsPage />)}</Guard>} />
      <Route path="/recalls" element={<Guard permission="recall_view">{later(<RecallsPage />)}</Guard>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
