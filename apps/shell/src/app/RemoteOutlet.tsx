import { useCan } from '@dental/auth';
import { Navigate, RequireAllowed, useLocation } from '@dental/ui/router';
import { RemoteArea } from '../remotes/RemoteArea';
import { areaForPath } from '../remotes/remote-routing';

/**
 * Picks the remote that owns the path. The area's permission is checked here too, so a remote is
 * not even downloaded for a user who may not open it; the remote guards its own sub-routes.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const can = useCan();
  const area = areaForPath(pathname);
  if (!area) return <Navigate to="/404" replace />;
  return (
    <RequireAllowed allowed={area.permission === null || can(area.permission)}>
      <RemoteArea key={area.remote} name={area.remote} />
    </RequireAllowed>
  );
}
