// The part of react-router-dom the host shares with every remote. A shared module cannot be
// tree-shaken by its consumers, so the host provides exactly this list (checked by a test that
// reads every import in the workspace) instead of the whole 67 KB gzip package. react-router-dom 7
// re-exports react-router; importing `react-router-dom` here would be served from the share scope,
// that is by this very facade.
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
