import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export type LegalDocumentProps = {
  /** The translation prefix of the document, e.g. `legal.terms`: it holds title, intro and sections. */
  prefix: 'legal.terms' | 'legal.privacy';
  /** The section keys under `<prefix>.sections`, in reading order. */
  sections: readonly string[];
  /** Whether to show the `<prefix>.notice` callout above the sections. */
  withNotice?: boolean;
};

/** A legal text: title, introduction, a table of contents and numbered sections. */
export function LegalDocument({ prefix, sections, withNotice = false }: LegalDocumentProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${prefix}.title`));
  const anchor = (key: string) => `${prefix.replace('.', '-')}-${key}`;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
      <Box sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{
            fontWeight: 800,
            letterSpacing: '-0.02em',
            fontSize: { xs: '2rem', md: '2.75rem' },
          }}
        >
          {t(`${prefix}.title`)}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="textSecondary"
          sx={{ mt: 2, fontWeight: 400, lineHeight: 1.6 }}
        >
          {t(`${prefix}.intro`)}
        </Typography>
      </Box>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 4, lg: 3 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <Box
            component="nav"
            aria-labelledby={`${anchor('contents')}`}
            sx={{ position: 'sticky', top: 96 }}
          >
            <Typography
              id={anchor('contents')}
              variant="overline"
              component="p"
              color="textSecondary"
              sx={{ fontWeight: 700 }}
            >
              {t('legal.contents')}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {sections.map((key, index) => (
                <Box component="li" key={key} sx={{ py: 0.75 }}>
                  <Link
                    href={`#${anchor(key)}`}
                    color="textSecondary"
                    underline="hover"
                    variant="body2"
                  >
                    {index + 1}. {t(`${prefix}.sections.${key}.title`)}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 8, lg: 9 }}>
          {withNotice && (
            <Alert severity="warning" variant="outlined" sx={{ mb: 3, borderRadius: '14px' }}>
              {t(`${prefix}.notice`)}
            </Alert>
          )}
          <Paper
            elevation={0}
            sx={{ p: { xs: 3, md: 5 }, borderRadius: '20px', border: 1, borderColor: 'divider' }}
          >
            {sections.map((key, index) => (
              <Box
                component="section"
                key={key}
                id={anchor(key)}
                aria-labelledby={`${anchor(key)}-title`}
                sx={{
                  scrollMarginTop: 96,
                  '& + &': { mt: 4, pt: 4, borderTop: 1, borderColor: 'divider' },
                }}
              >
                <Typography
                  id={`${anchor(key)}-title`}
                  variant="h5"
                  component="h2"
                  sx={{ fontWeight: 700 }}
                >
                  <Box component="span" sx={{ color: 'primary.main', mr: 1.5 }}>
                    {index + 1}.
                  </Box>
                  {t(`${prefix}.sections.${key}.title`)}
                </Typography>
                <Typography
                  variant="body1"
                  color="textSecondary"
                  sx={{ mt: 1.5, lineHeight: 1.75 }}
                >
                  {t(`${prefix}.sections.${key}.body`)}
                </Typography>
              </Box>
            ))}
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
