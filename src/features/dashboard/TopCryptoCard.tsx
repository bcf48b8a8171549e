// The five largest crypto holdings by value (those without a price last, shown as "No price").
import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { BaseValue } from '../../ledger/BaseValue';
import { GetTopAssetsDocument } from '../../graphql/TopAssets.generated';
import { AccountClass } from '../../graphql/types';
import { answerFailure } from '../../lib/errors';
import { formatHolding } from '../../ledger/holdings';
import { useAccountPicker } from '../../ledger/pickers';
import { paths } from '../../lib/paths';
import { Section } from '../../components/Section';

export const TOP_CRYPTO_LIMIT = 5;
const topCryptoVariables = { asset_class: AccountClass.Crypto, limit: TOP_CRYPTO_LIMIT };

export function TopCryptoCard() {
  const { t, i18n } = useTranslation();
  const accounts = useAccountPicker();
  const query = useQuery(GetTopAssetsDocument, {
    variables: topCryptoVariables,
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data?.getTopAssets;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  const assets = answer?.nodes ?? [];

  return (
    <Section
      card
      dense
      title={t('dashboard.topCrypto.title')}
      action={
        <Button component={RouterLink} to={paths.crypto.overview} size="small">
          {t('dashboard.viewAll')}
        </Button>
      }
    >
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('list.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : assets.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 2 }}>
          {t('dashboard.topCrypto.empty')}
        </Typography>
      ) : (
        <List disablePadding aria-label={t('dashboard.topCrypto.title')} sx={{ mx: -1 }}>
          {assets.map((asset, index) => (
            // a list holds list items: the link is inside one
            <ListItem key={asset.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={paths.assets.show(asset.id)}
                sx={{ borderRadius: 2, gap: 1.5, px: 1 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    typography: 'caption',
                    fontWeight: 700,
                    bgcolor: 'action.selected',
                    color: 'text.secondary',
                  }}
                >
                  {index + 1}
                </Box>
                <ListItemText
                  primary={asset.name}
                  secondary={formatHolding(
                    asset,
                    accounts.byId.get(asset.account_id),
                    i18n.language,
                  )}
                  slotProps={{
                    primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                    secondary: { sx: { fontVariantNumeric: 'tabular-nums' } },
                  }}
                />
                <BaseValue
                  value={asset.value}
                  currency={asset.base_currency}
                  sx={{ fontWeight: 600 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
