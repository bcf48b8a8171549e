import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export type LogoProps = { to: string; compact?: boolean };

/** The product mark and name, linking to `to`. */
export function Logo({ to, compact = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
      // the mark alone is named by its label; with the name beside it the link reads its text
      // (a label would leave out the visible "Beta": WCAG 2.5.3, label in name)
      aria-label={compact ? t('app.home', { name: t('app.name') }) : undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden
        sx={{ width: 32, height: 32, flexShrink: 0 }}
      >
        <rect width="32" height="32" rx="8" fill="#6a1b9a" />
        <path
          d="M7 22l6-6 4 4 8-9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="11" r="2.2" fill="#e6ceff" />
      </Box>
      {!compact && (
        <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('app.name')}{' '}
          <Typography
            component="sup"
            variant="caption"
            sx={{ ml: 0.25, color: 'primary.main', fontWeight: 700 }}
          >
            {t('app.beta')}
          </Typography>
        </Typography>
      )}
    </Box>
  );
}
