import { Outlet } from 'react-router-dom';

/** The plain default layout of spec §2: the page alone, without sidebar or box. */
export function DefaultLayout() {
  return <Outlet />;
}
