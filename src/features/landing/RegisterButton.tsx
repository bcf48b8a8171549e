import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../lib/paths';

export type RegisterButtonProps = {
  label: string;
  /** `inverted` swaps the colours, for a button on a filled brand-colour panel. */
  tone?: 'default' | 'inverted';
};

/** The landing page's call to action: every one of them leads to the sign-up page. */
export function RegisterButton({ label, tone = 'default' }: RegisterButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={paths.register}
      variant="contained"
      size="large"
      endIcon={<ArrowForwardIcon />}
      sx={[
        {
          px: 3.5,
          py: 1.5,
          borderRadius: 999,
          fontWeight: 700,
          textTransform: 'none',
          fontSize: '1rem',
          '& .MuiButton-endIcon': { transition: 'transform 150ms ease' },
          '&:hover .MuiButton-endIcon': { transform: 'translateX(3px)' },
        },
        tone === 'inverted' &&
          ((theme) => ({
            bgcolor: theme.palette.primary.contrastText,
            color: theme.palette.primary.main,
            '&:hover': { bgcolor: alpha(theme.palette.primary.contrastText, 0.9) },
          })),
      ]}
    >
      {label}
    </Button>
  );
}
