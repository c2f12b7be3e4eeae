import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * The one routing module of the platform, shared as a Module Federation singleton instead of
 * react-router-dom itself. Shared modules are not tree-shaken, and react-router-dom whole costs
 * ~60 KB gzip before first paint; through this facade each app bundles only the routing it uses,
 * while the shell and every remote still share one router context (they must import routing from
 * here, never from react-router-dom directly).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type Location,
} from 'react-router-dom';

/** Route-level guard: renders its children only when allowed, else goes to /403. */
export function RequireAllowed({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  if (!allowed) return <Navigate to="/403" replace />;
  return <>{children}</>;
}
