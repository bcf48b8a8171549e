// What the review says of the file beyond its rows: the notes of reading it (no closing balance
// stated, …) and the lines it did not stage (a zero amount moves no money, a row that could not be
// read), each with its line number and reason, so that nothing of the file goes unmentioned; all
// in the reader's language (statementMessage).
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statementMessage } from './statementMessage';
import type { UploadAnswer } from './statementSchema';

export function SetAsideLines({
  upload,
}: {
  upload: Pick<UploadAnswer, 'set_aside' | 'set_aside_count' | 'notes'>;
}) {
  const { t } = useTranslation();
  const more = upload.set_aside_count - upload.set_aside.length;
  if (upload.notes.length === 0 && upload.set_aside_count === 0) return null;
  return (
    <Stack spacing={1}>
      {upload.notes.map((note, index) => (
        // two notes may say the same (two sections passed over alike)
        <Alert key={index} severity="info">
          {statementMessage(t, note)}
        </Alert>
      ))}
      {upload.set_aside_count > 0 && (
        <Alert severity="warning">
          <AlertTitle>
            {t('statements.review.setAside', { count: upload.set_aside_count })}
          </AlertTitle>
          <Box component="details">
            <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500 }}>
              {t('statements.review.setAsideShow')}
            </Box>
            <Box
              component="ul"
              sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
              aria-label={t('statements.review.setAsideList')}
            >
              {upload.set_aside.map(({ line, reason, code, params }) => (
                <Typography component="li" variant="body2" key={line}>
                  {t('statements.review.setAsideLine', {
                    line,
                    reason: statementMessage(t, { code, params, text: reason }),
                  })}
                </Typography>
              ))}
            </Box>
            {more > 0 && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('statements.review.setAsideMore', { count: more })}
              </Typography>
            )}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}
