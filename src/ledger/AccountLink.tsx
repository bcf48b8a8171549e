// An account's name as a link to its page, inside the area the reader is in. In a list whose rows
// open on a click, the link opens the account rather than the row.
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLedgerArea } from './ledgerArea';

export function AccountLink({ id, name }: { id: string; name: string }) {
  const area = useLedgerArea();
  return (
    <Link
      component={RouterLink}
      to={area.accounts.show(id)}
      onClick={(event) => event.stopPropagation()}
    >
      {name}
    </Link>
  );
}
