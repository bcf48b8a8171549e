import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../lib/format';

// Sample figures for the illustration only: the card is labelled "Example" and says it is not real data.
const sampleTotal = 248_560;
const sampleTrend = [182, 186, 184, 193, 199, 196, 207, 214, 211, 226, 238, 248];
const sampleAllocation = [
  { key: 'crypto', share: 0.34, color: (theme: Theme) => theme.palette.warning.main },
  { key: 'bank', share: 0.28, color: (theme: Theme) => theme.palette.info.main },
  { key: 'realAssets', share: 0.3, color: (theme: Theme) => theme.palette.success.main },
  { key: 'cash', share: 0.08, color: (theme: Theme) => theme.palette.secondary.main },
] as const;

const chartWidth = 320;
const chartHeight = 88;

function trendPath(values: readonly number[]): { line: string; area: string } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const points = values.map((value, index) => {
    const x = (index / (values.length - 1)) * chartWidth;
    const y = chartHeight - 6 - ((value - min) / (max - min)) * (chartHeight - 12);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${points.join(' L')}`;
  return { line, area: `${line} L${chartWidth},${chartHeight} L0,${chartHeight} Z` };
}

/** An illustrative net-worth card for the hero, built from fixed sample figures. */
export function NetWorthPreviewCard() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const accent = theme.palette.primary.main;
  const { line, area } = trendPath(sampleTrend);

  return (
    <Paper
      elevation={0}
      sx={{
        position: 'relative',
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: '20px',
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: `0 24px 64px -24px ${alpha(accent, 0.45)}`,
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography
          variant="overline"
          color="textSecondary"
          sx={{ fontWeight: 700, letterSpacing: '0.1em' }}
        >
          {t('landing.preview.label')}
        </Typography>
        <Chip
          label={t('landing.preview.badge')}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ fontWeight: 700 }}
        />
      </Stack>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '2rem', sm: '2.4rem' },
          fontWeight: 800,
          letterSpacing: '-0.02em',
          mt: 0.5,
        }}
      >
        {formatCurrency(sampleTotal, 'USD', i18n.language)}
      </Typography>
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: 'success.main', mt: 0.5 }}
      >
        <TrendingUpIcon fontSize="small" aria-hidden />
        <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
          {t('landing.preview.change')}
        </Typography>
      </Stack>

      <Box
        component="svg"
        viewBox={`0 0 ${chartWidth} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('landing.preview.chartLabel')}
        sx={{ display: 'block', width: '100%', height: 96, mt: 2.5 }}
      >
        <defs>
          <linearGradient id="landing-preview-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={accent} stopOpacity={0.35} />
            <stop offset="100%" stopColor={accent} stopOpacity={0} />
          </linearGradient>
        </defs>
        <path d={area} fill="url(#landing-preview-fill)" />
        <path
          d={line}
          fill="none"
          stroke={accent}
          strokeWidth={2.5}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </Box>

      <Typography variant="subtitle2" component="p" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {t('landing.preview.allocation')}
      </Typography>
      <Box
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', gap: '3px' }}
        aria-hidden
      >
        {sampleAllocation.map((slice) => (
          <Box key={slice.key} sx={{ flexGrow: slice.share, bgcolor: slice.color(theme) }} />
        ))}
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          rowGap: 1,
          columnGap: 2,
        }}
      >
        {sampleAllocation.map((slice) => (
          <Box
            component="li"
            key={slice.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: slice.color(theme),
                flexShrink: 0,
              }}
            />
            <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
              {t(`landing.preview.classes.${slice.key}`)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {formatNumber(slice.share, i18n.language, { style: 'percent' })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 2.5 }}>
        {t('landing.preview.disclaimer')}
      </Typography>
    </Paper>
  );
}
