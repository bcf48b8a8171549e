import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';

export type IconBadgeProps = {
  Icon: typeof SvgIcon;
  size?: number;
};

/** A decorative icon on a soft tile in the brand colour. */
export function IconBadge({ Icon, size = 48 }: IconBadgeProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        borderRadius: '30%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: theme.palette.primary.main,
        bgcolor: alpha(theme.palette.primary.main, 0.12),
        border: `1px solid ${alpha(theme.palette.primary.main, 0.24)}`,
        flexShrink: 0,
      })}
    >
      <Icon sx={{ fontSize: size * 0.52 }} />
    </Box>
  );
}
