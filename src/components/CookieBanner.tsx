import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { giveCookieConsent, hasCookieConsent } from '../lib/cookieConsent';
import { COOKIE_BANNER_ATTRIBUTE } from '../prerender/attributes';
import { useTakenOver } from '../prerender/takeOver';

/** Shown while no consent cookie exists; "I Agree" stores it for 365 days. Mounted once, app-wide. */
export function CookieBanner() {
  const { t } = useTranslation();
  // prerendered for a first visitor; hidden by CSS until the app knows (src/prerender/check.ts)
  const consented = useTakenOver() && hasCookieConsent();
  const [agreed, setAgreed] = useState(false);
  if (consented || agreed) return null;
  return (
    // no transition: the banner is there from the first paint and goes at once (a Slide here never
    // ran, and would bring react-transition-group to every page's first load)
    <Paper
      role="region"
      {...{ [COOKIE_BANNER_ATTRIBUTE]: '' }}
      aria-label={t('cookies.label')}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar,
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 24 },
        bottom: { xs: 8, sm: 24 },
        mx: 'auto',
        maxWidth: 900,
        p: 2,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('cookies.text')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            giveCookieConsent();
            setAgreed(true);
          }}
        >
          {t('cookies.agree')}
        </Button>
      </Stack>
    </Paper>
  );
}
