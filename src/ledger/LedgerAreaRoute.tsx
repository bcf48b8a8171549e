import { Outlet } from 'react-router-dom';
import { LedgerAreaContext, ledgerAreas, type LedgerAreaKey } from './ledgerArea';

/** The parent route of an area (/crypto, /cash, /banking): its screens see the area's scope. */
export function LedgerAreaRoute({ area }: { area: LedgerAreaKey }) {
  return (
    <LedgerAreaContext value={ledgerAreas[area]}>
      <Outlet />
    </LedgerAreaContext>
  );
}
