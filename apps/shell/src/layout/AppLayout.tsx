import { Outlet } from '@dental/ui/router';
import { MessengerPanel } from './MessengerPanel';
import { useShellUi } from './shell-ui-store';
import { Sidebar } from './Sidebar';
import './layout.css';

/** Every signed-in screen: the sidebar, the page, and the chat panel when open. */
export function AppLayout() {
  const messengerOpen = useShellUi((s) => s.messengerOpen);
  return (
    <div className="shell">
      <Sidebar />
      <main className="shell__main" id="main">
        <Outlet />
      </main>
      {messengerOpen ? <MessengerPanel /> : null}
    </div>
  );
}
