// A key figure in a card: a label, the figure, and a line or two about it (a share, a price age).
// The overviews' count and total, and the dashboard's class cards (which lead to the class's area).
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, CardActionArea, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type StatCardProps = {
  label: ReactNode;
  /** The figure; while it loads (undefined), a skeleton. */
  value: ReactNode | undefined;
  /** Lines under the figure. */
  caption?: ReactNode;
  icon?: ReactNode;
  /** The icon's colour (a CSS colour, e.g. the class colour from the theme). */
  color?: string;
  /** Where the whole card leads (then the card is a link with an arrow). */
  to?: string;
  /** The label's heading level: h2 on its own page, h3 under a page's section. */
  headingLevel?: 'h2' | 'h3';
  /** A smaller figure, for a grid of many cards. */
  compact?: boolean;
};

export function StatCard({
  label,
  value,
  caption,
  icon,
  color,
  to,
  headingLevel = 'h2',
  compact = false,
}: StatCardProps) {
  const theme = useTheme();
  const labelId = useId();
  const tint = color ?? theme.palette.primary.main;
  const padding = { xs: 2, sm: 2.5 };
  const content = (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
        {icon && (
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              color: tint,
              bgcolor: alpha(tint, theme.palette.mode === 'light' ? 0.1 : 0.18),
            }}
          >
            {icon}
          </Box>
        )}
        <Typography
          variant="subtitle2"
          component={headingLevel}
          id={labelId}
          color="textSecondary"
          sx={{ fontWeight: 600, minWidth: 0 }}
        >
          {label}
        </Typography>
        {to && (
          <ArrowForward
            className="stat-card-arrow"
            fontSize="small"
            aria-hidden
            sx={{ ml: 'auto !important', color: 'text.disabled', transition: 'all 150ms' }}
          />
        )}
      </Stack>
      <Typography
        variant={compact ? 'h5' : 'h4'}
        component="div"
        sx={{
          // compact cards may stand two abreast on a phone (the review's: ~130 px for a figure)
          fontSize: compact
            ? { xs: '1.25rem', sm: theme.typography.h5.fontSize }
            : { xs: '1.6rem', sm: '2rem' },
          fontWeight: 600,
          minHeight: compact ? 32 : undefined,
          display: 'flex',
          alignItems: 'center',
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
        }}
      >
        {value === undefined ? <Skeleton width="60%" /> : value}
      </Typography>
      {caption && (
        <Typography component="div" variant="body2" color="textSecondary" sx={{ mt: 0.75 }}>
          {caption}
        </Typography>
      )}
    </>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ p: to ? 0 : padding, height: '100%', minWidth: 0, overflow: 'hidden' }}
    >
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{
            height: '100%',
            p: padding,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            justifyContent: 'flex-start',
            '&:hover .stat-card-arrow': { transform: 'translateX(3px)', color: 'text.secondary' },
          }}
        >
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Paper>
  );
}
