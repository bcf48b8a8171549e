import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from './visuallyHidden';

export type LogoProps = {
  to: string;
  /**
   * Only the mark at phone width (the navigation bars). The name is then hidden by CSS, not left
   * out, so the link reads "Wealth Tracker Beta" at every width and the markup does not depend on
   * the screen (the prerendered pages, src/prerender/).
   */
  compactOnPhone?: boolean;
};

/** The product mark and name, linking to `to`. */
export function Logo({ to, compactOnPhone = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={to}
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
      <Typography
        component="span"
        variant="h6"
        sx={(theme) => ({
          fontWeight: 700,
          whiteSpace: 'nowrap',
          ...(compactOnPhone && { [theme.breakpoints.down('sm')]: visuallyHidden }),
        })}
      >
        {t('app.name')}{' '}
        <Typography
          component="sup"
          variant="caption"
          sx={{ ml: 0.25, color: 'primary.main', fontWeight: 700 }}
        >
          {t('app.beta')}
        </Typography>
      </Typography>
    </Box>
  );
}
