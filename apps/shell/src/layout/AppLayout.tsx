import { MessengerPanel, useMessengerChannel } from '@dental/feature-messenger';
import { Outlet } from '@dental/ui/router';
import { useShellUi } from './shell-ui-store';
import { MobileBar } from './MobileBar';
import { QuickSearch } from './QuickSearch';
import { Sidebar } from './Sidebar';
import { useChatNotifications } from './use-chat-notifications';
import './layout.css';

/**
 * Every signed-in screen: the sidebar (on a phone, a drawer behind the MobileBar's "Menu"), the
 * page, the chat panel when open, and the quick search (Ctrl+K).
 */
export function AppLayout() {
  // Always mounted, so presence and live messages keep flowing while the panel is closed.
  useMessengerChannel();
  useChatNotifications();
  const messengerOpen = useShellUi((s) => s.messengerOpen);
  const closeMessenger = useShellUi((s) => s.closeMessenger);
  return (
    <div className="shell">
      <MobileBar />
      <Sidebar />
      <main className="shell__main" id="main">
        <Outlet />
      </main>
      {messengerOpen ? <MessengerPanel className="messenger-panel" onClose={closeMessenger} /> : null}
      <QuickSearch />
    </div>
  );
}
