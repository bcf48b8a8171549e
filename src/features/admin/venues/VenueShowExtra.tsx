import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../../components/StatusChip';
import { DetailList } from '../../../components/DetailList';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert';
import { ResourceCard } from '../../../resource/ResourceCard';
import { Section } from '../../../components/Section';
import { GetUnmappedInstrumentsAdminDocument } from './Venues.generated';
import type { VenueFieldsFragment } from '../../../graphql/fragments.generated';
import { answerFailure } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useInstrumentPicker } from '../adminPickers';
import { accountFieldRows } from './venueSchema';

const texts = 'resources.venues';

function AccountFieldsTable({ venue }: { venue: VenueFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <Section card title={t(`${texts}.fields.account_fields`)}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t(`${texts}.accountFields.name`)}</TableCell>
              <TableCell>{t(`${texts}.accountFields.label`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accountFieldRows(venue.account_fields).map((row) => (
              <TableRow key={row.name}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.name}</TableCell>
                <TableCell>{row.label}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}

function Meta({ venue }: { venue: VenueFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <Section card title={t(`${texts}.fields.meta`)}>
      {venue.meta == null ? (
        <Typography color="textSecondary">{t(`${texts}.show.noMeta`)}</Typography>
      ) : (
        <Box
          component="pre"
          sx={{ m: 0, fontSize: 13, overflowX: 'auto', fontFamily: 'monospace' }}
        >
          {JSON.stringify(venue.meta, null, 2)}
        </Box>
      )}
    </Section>
  );
}

/**
 * What the venue lists that no mapping covers yet, each with a "Map" link to the mapping form
 * filled in (the venue, the symbol and, when a ticker is the symbol, the instrument). Without a
 * connector, or when the venue cannot be asked, says so.
 */
function UnmappedInstruments({ venue }: { venue: VenueFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const query = useQuery(GetUnmappedInstrumentsAdminDocument, {
    variables: { venue_id: venue.id },
    skip: !venue.connector_slug,
    fetchPolicy: 'cache-and-network',
  });
  const { instruments } = useInstrumentPicker();
  const answer = query.data?.getUnmappedInstrumentsAdmin;
  const failure = answerFailure(query.error, answer, t(`${texts}.unmapped.failed`));
  const number = (value: string | number | null) =>
    value === null ? null : formatNumber(value, locale, { maximumFractionDigits: 18 });
  const instrumentFor = (symbol: string) =>
    instruments.find((i) => i.ticker.toUpperCase() === symbol.toUpperCase());

  let content;
  if (!venue.connector_slug) {
    content = <Alert severity="info">{t(`${texts}.unmapped.noConnector`)}</Alert>;
  } else if (failure) {
    content = <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />;
  } else if (!answer) {
    content = <Skeleton variant="rounded" height={120} aria-label={t('list.loading')} />;
  } else if (answer.nodes.length === 0) {
    content = <Typography color="textSecondary">{t(`${texts}.unmapped.none`)}</Typography>;
  } else {
    content = (
      <Grid container spacing={2} role="list" aria-label={t(`${texts}.unmapped.title`)}>
        {answer.nodes.map((item) => (
          <Grid key={item.altname} size={{ xs: 12, md: 6, xl: 4 }} role="listitem">
            <ResourceCard
              title={item.altname}
              subtitle={
                // a block around the chip, so the card's column does not stretch it
                <Box>
                  {item.status === 'enabled' ? (
                    <StatusChip value kind="enabled" />
                  ) : (
                    // the venue's own word for it (e.g. cancel_only)
                    <Chip size="small" variant="outlined" label={item.status} />
                  )}
                </Box>
              }
              actions={
                <Button
                  component={RouterLink}
                  to={paths.newMapping({
                    venue_id: venue.id,
                    symbol: item.altname,
                    instrument_id: instrumentFor(item.altname)?.id,
                  })}
                  aria-label={t(`${texts}.unmapped.mapNamed`, { name: item.altname })}
                >
                  {t(`${texts}.unmapped.map`)}
                </Button>
              }
            >
              <DetailList
                items={[
                  { label: t(`${texts}.unmapped.aclass`), value: item.aclass },
                  { label: t(`${texts}.unmapped.decimals`), value: item.decimals },
                  {
                    label: t(`${texts}.unmapped.collateral_value`),
                    value: number(item.collateral_value),
                  },
                  { label: t(`${texts}.unmapped.margin_rate`), value: number(item.margin_rate) },
                  {
                    label: t(`${texts}.unmapped.display_decimals`),
                    value: item.display_decimals,
                  },
                ]}
              />
            </ResourceCard>
          </Grid>
        ))}
      </Grid>
    );
  }
  return <Section title={t(`${texts}.unmapped.title`)}>{content}</Section>;
}

/** The venue's page under its details: its credential fields, its meta and what is unmapped. */
export function VenueShowExtra({ record }: { record: VenueFieldsFragment }) {
  return (
    <>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountFieldsTable venue={record} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Meta venue={record} />
        </Grid>
      </Grid>
      <UnmappedInstruments venue={record} />
    </>
  );
}
