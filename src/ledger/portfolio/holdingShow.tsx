// A holding's page: its value, quantity and share of what is owned, and the assets it adds up (one
// per account holding it), each leading to its own page. Loaded with the show page only.
import { Skeleton, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure, FigureText } from '../../components/Figure';
import { Section } from '../../components/Section';
import { formatShare } from '../../lib/decimal';
import type { ResourceDetails, ResourceShow } from '../../resource/resource';
import { FigureValue, noPriceReason } from '../BaseValue';
import { priceHolding } from '../OwnPriceButton';
import { HoldingClasses, holdingQuantity, type Holding } from './holdingFormat';

function useHoldingDetails(holding: Holding): ResourceDetails {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const field = (name: string) => t(`resources.holdings.fields.${name}`);
  const status = holding.price_status;
  return {
    summary: (
      <Stack direction="row" sx={{ columnGap: 6, rowGap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Figure
          label={field('value')}
          note={
            holding.value === null
              ? noPriceReason(t, status, locale)
              : holding.unpriced && t('resources.holdings.show.partlyUnpriced')
          }
        >
          <FigureValue
            value={holding.value}
            currency={holding.base_currency}
            status={status}
            holding={priceHolding(holding)}
          />
        </Figure>
        <Figure label={field('quantity')}>
          <FigureText>{holdingQuantity(holding, locale)}</FigureText>
        </Figure>
        {holding.percent !== null && (
          <Figure label={field('share')}>
            <FigureText>{formatShare(holding.percent, locale)}</FigureText>
          </Figure>
        )}
      </Stack>
    ),
    fields: [
      { label: field('name'), value: holding.name },
      {
        label: field('instrument'),
        value: holding.instrument && `${holding.instrument.ticker} · ${holding.instrument.name}`,
      },
      {
        label: field('heldIn'),
        value: t('resources.holdings.accounts', { count: holding.assets }),
      },
    ],
  };
}

/** The assets list (the data grid with it) loads after the rest of the page is on screen. */
const HeldAssets = lazy(async () => {
  const [{ ResourceListPage }, { assetsResource }] = await Promise.all([
    import('../../resource/ResourceListPage'),
    import('../assets/assetsResource'),
  ]);
  return {
    default: ({ holding, title }: { holding: Holding; title: string }) => (
      <ResourceListPage
        resource={assetsResource}
        embedded={{
          prefix: 'held',
          scope: { holding_id: holding.id },
          ariaLabel: title,
          toolbar: false,
        }}
      />
    ),
  };
});

/** The assets it adds up: one per account holding it. */
function HoldingExtra({ record: holding }: { record: Holding }) {
  const { t } = useTranslation();
  const title = t('resources.holdings.show.assets');
  return (
    <Section title={title}>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <HeldAssets holding={holding} title={title} />
      </Suspense>
    </Section>
  );
}

export const holdingShow: ResourceShow<Holding> = {
  subtitle: (holding) => <HoldingClasses holding={holding} />,
  useDetails: useHoldingDetails,
  Extra: HoldingExtra,
};
