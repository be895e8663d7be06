export { type History, type Location, type NavigateOptions, type To, browserHistory, memoryHistory } from './location';
export type { Params } from './match';
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoute,
  useSearchParams,
  type LinkProps,
  type Router,
} from './router';
