import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export type LandingSectionProps = {
  id: string;
  title: string;
  subtitle: string;
  /** Tints the section background to separate it from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
};

/** A landing-page band: a centred h2 with a lead paragraph above its content. */
export function LandingSection({
  id,
  title,
  subtitle,
  tinted = false,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={(theme) => ({
        py: { xs: 8, md: 12 },
        bgcolor: tinted ? alpha(theme.palette.primary.main, 0.05) : 'transparent',
        borderBlock: tinted ? `1px solid ${theme.palette.divider}` : 'none',
      })}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 }, textAlign: 'center' }}>
          <Typography
            id={headingId}
            variant="h3"
            component="h2"
            sx={{
              fontWeight: 800,
              letterSpacing: '-0.02em',
              fontSize: { xs: '1.85rem', md: '2.6rem' },
            }}
          >
            {title}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="textSecondary"
            sx={{ mt: 2, fontWeight: 400, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
          >
            {subtitle}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}
