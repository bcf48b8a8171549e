import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import LinkIcon from '@mui/icons-material/Link';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslation } from 'react-i18next';
import { IconBadge } from './IconBadge';
import { LandingSection } from './LandingSection';

const steps: ReadonlyArray<{ key: string; Icon: typeof SvgIcon }> = [
  { key: 'signUp', Icon: PersonAddAlt1Icon },
  { key: 'connect', Icon: LinkIcon },
  { key: 'track', Icon: InsightsIcon },
];

/** The three-step workflow: sign up, connect accounts, track wealth. */
export function WorkflowSection() {
  const { t } = useTranslation();
  return (
    <LandingSection
      id="how-it-works"
      title={t('landing.workflow.title')}
      subtitle={t('landing.workflow.subtitle')}
      tinted
    >
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {steps.map(({ key, Icon }, index) => (
          <Paper
            component="li"
            key={key}
            elevation={0}
            sx={(theme) => ({
              p: { xs: 3, md: 4 },
              borderRadius: '20px',
              border: `1px solid ${theme.palette.divider}`,
              transition: 'transform 200ms ease, box-shadow 200ms ease',
              '&:hover': {
                transform: 'translateY(-4px)',
                boxShadow: `0 16px 40px -20px ${alpha(theme.palette.primary.main, 0.5)}`,
              },
            })}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <IconBadge Icon={Icon} />
              <Typography
                aria-hidden
                sx={(theme) => ({
                  fontSize: '3rem',
                  lineHeight: 1,
                  fontWeight: 800,
                  color: alpha(theme.palette.primary.main, 0.2),
                })}
              >
                {index + 1}
              </Typography>
            </Stack>
            <Typography
              variant="overline"
              color="textSecondary"
              component="p"
              sx={{ mt: 3, fontWeight: 700 }}
            >
              {t('landing.workflow.stepLabel', { number: index + 1 })}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              {t(`landing.workflow.steps.${key}.title`)}
            </Typography>
            <Typography variant="body1" color="textSecondary" sx={{ mt: 1, lineHeight: 1.65 }}>
              {t(`landing.workflow.steps.${key}.body`)}
            </Typography>
          </Paper>
        ))}
      </Box>
    </LandingSection>
  );
}
