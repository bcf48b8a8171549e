// A trade (buy or sell) or a holding's income, entered in a dialog over the account's page: the
// transactions resource's create form with the trade or income form (./tradeForm.tsx, loaded
// when first opened). Once booked, the ledger's cached answers are forgotten as after any
// transaction, and the page under the dialog shows the new quantities and figures.
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCreateForm } from '../../resource/ResourceCreateForm';
import { transactionsResource } from '../transactions/transactionsResource';
import type { TradeSide } from './tradeSchema';

/** What the dialog enters: a trade (starting as a buy or a sell of a holding), or income. */
export type TradeAction =
  { kind: 'trade'; side: TradeSide; asset_id?: string } | { kind: 'income'; holding_id?: string };

const tradeForm = () => import('./tradeForm').then((m) => m.tradeForm);
const incomeForm = () => import('./tradeForm').then((m) => m.incomeForm);

export type TradeDialogProps = {
  account_id: string;
  /** What to enter; null: closed. */
  action: TradeAction | null;
  onClose: () => void;
};

export function TradeDialog({ account_id, action, onClose }: TradeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const inPlace = { created: onClose, cancel: onClose };
  return (
    <Dialog
      open={action !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(action?.kind === 'income' ? 'resources.trades.income.title' : 'resources.trades.title')}
      </DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        {action?.kind === 'trade' && (
          <ResourceCreateForm
            resource={transactionsResource}
            form={tradeForm}
            preset={{ account_id, side: action.side, asset_id: action.asset_id ?? '' }}
            inPlace={inPlace}
            submitLabel={t('resources.trades.submit')}
          />
        )}
        {action?.kind === 'income' && (
          <ResourceCreateForm
            resource={transactionsResource}
            form={incomeForm}
            preset={{ account_id, holding_id: action.holding_id ?? '' }}
            inPlace={inPlace}
            submitLabel={t('resources.trades.income.submit')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
