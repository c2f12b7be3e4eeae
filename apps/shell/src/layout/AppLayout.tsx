import { MessengerPanel, useMessengerChannel } from '@dental/feature-messenger';
import { Outlet } from '@dental/ui/router';
import { useShellUi } from './shell-ui-store';
import { Sidebar } from './Sidebar';
import './layout.css';

/** Every signed-in screen: the sidebar, the page, and the chat panel when open. */
export function AppLayout() {
  // Always mounted, so presence and live messages keep flowing while the panel is closed.
  useMessengerChannel();
  const messengerOpen = useShellUi((s) => s.messengerOpen);
  const closeMessenger = useShellUi((s) => s.closeMessenger);
  return (
    <div className="shell">
      <Sidebar />
      <main className="shell__main" id="main">
        <Outlet />
      </main>
      {messengerOpen ? <MessengerPanel className="messenger-panel" onClose={closeMessenger} /> : null}
    </div>
  );
}
