import { useMutation } from '@apollo/client/react';
import { Alert, AlertTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncAccountDocument } from './SyncAccount.generated';
import { graphQLErrorMessage } from '../../lib/errors';
import { evictLedgerQueries } from '../cache';

/**
 * Syncs a linked account with its venue: `sync()` runs it, `outcome` says what changed (assets
 * added, balances moved, balances no mapping covers) or, in the app's own words, why not.
 */
export function useSyncAccount(id: string) {
  const { t } = useTranslation();
  const [run, { loading }] = useMutation(SyncAccountDocument, {
    // balances, values and the history moved
    update: (cache) => evictLedgerQueries(cache, ['getAccount']),
  });
  const [outcome, setOutcome] = useState<ReactNode>(null);

  const sync = async () => {
    setOutcome(null);
    try {
      const { data } = await run({ variables: { id } });
      const answer = data?.syncAccount;
      if (!answer?.success) {
        setOutcome(
          <Alert severity="error" onClose={() => setOutcome(null)}>
            {answer?.message || t('resources.accounts.sync.failed')}
          </Alert>,
        );
        return;
      }
      const changed = answer.added.length + answer.moved.length;
      setOutcome(
        <Alert
          severity={answer.unmapped.length ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
        >
          <AlertTitle>
            {changed === 0
              ? t('resources.accounts.sync.upToDate')
              : t('resources.accounts.sync.changed', {
                  added: answer.added.length,
                  moved: answer.moved.length,
                })}
          </AlertTitle>
          {answer.unmapped.length > 0 &&
            t('resources.accounts.sync.unmapped', {
              symbols: answer.unmapped.map((u) => u.symbol).join(', '),
            })}
        </Alert>,
      );
    } catch (error) {
      setOutcome(<Alert severity="error">{graphQLErrorMessage(error)}</Alert>);
    }
  };
  return { sync, syncing: loading, outcome };
}
