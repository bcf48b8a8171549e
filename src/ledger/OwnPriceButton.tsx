// "Set a price": opens the dialog giving the person's own price of a holding nobody prices
// (OwnPriceDialog, with Formik, yup and the form's fields, loaded when first wanted: the lists and
// the dashboard that show a "No price" chip paint without it; pointing at or focusing the button
// starts the load).
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, type ButtonProps } from '@mui/material';
import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnPriceHolding } from './OwnPriceDialog';

const loadDialog = () => import('./OwnPriceDialog');
const OwnPriceDialog = lazy(() => loadDialog().then((m) => ({ default: m.OwnPriceDialog })));

/** What happens in the dialog stays there: a list's row or a card around the button does not
 * take its clicks and keys (React's events bubble out of a portal along the component tree). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

export type OwnPriceButtonProps = {
  holding: OwnPriceHolding;
  /** The button's text: "Set a price" (default), or "Your prices" where one is set. */
  label?: string;
} & Pick<ButtonProps, 'size' | 'sx'>;

export function OwnPriceButton({ holding, label, size = 'small', sx }: OwnPriceButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prepare = () => void loadDialog();
  return (
    <Box component="span" onClick={stop} onKeyDown={stop} onMouseDown={stop}>
      <Button
        size={size}
        startIcon={<EditOutlined fontSize="small" />}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {label ?? t('prices.own.set')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <OwnPriceDialog holding={holding} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

/** A holding as the dialog names it: by its instrument's ticker, in the person's currency; null
 * for one of no instrument. */
export function priceHolding(asset: {
  instrument_id?: string | null;
  name: string;
  instrument?: { ticker: string } | null;
  base_currency: string;
}): OwnPriceHolding | null {
  return asset.instrument_id
    ? {
        instrument_id: asset.instrument_id,
        label: asset.instrument?.ticker ?? asset.name,
        currency: asset.base_currency,
      }
    : null;
}
