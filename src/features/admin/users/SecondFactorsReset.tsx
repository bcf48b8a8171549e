// On a user's page: the way back in for someone who lost their authenticator app and recovery
// codes, or their passkeys. After a confirmation the server removes them all, ends the person's
// sessions and mails them; the page then shows the user without them.
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Section } from '../../../components/Section';
import { assertSuccess } from '../../../lib/errors';
import { useAction } from '../../../lib/useAction';
import { GetUserAdminDocument, ResetTwoFactorAdminDocument } from './Users.generated';

const texts = 'resources.users.secondFactors';

export type SecondFactorsOf = {
  uuid: string;
  fullname: string;
  /** Asked on the user's page only (not in lists). */
  two_factor?: boolean;
  passkey_count?: number;
};

export function SecondFactorsReset({ record }: { record: SecondFactorsOf }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const { busy, error, run, clearError } = useAction();
  const any = Boolean(record.two_factor) || (record.passkey_count ?? 0) > 0;
  const name = record.fullname;

  const confirm = () =>
    run(async () => {
      const { data } = await client.mutate({
        mutation: ResetTwoFactorAdminDocument,
        variables: { id: record.uuid },
        refetchQueries: [GetUserAdminDocument],
      });
      assertSuccess(data?.resetTwoFactorAdmin);
      setOpen(false);
      setDone(true);
    });

  return (
    <Section card title={t(`${texts}.title`)}>
      <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
        {done && <Alert severity="success">{t(`${texts}.done`, { name })}</Alert>}
        <Typography variant="body2" color="textSecondary">
          {any ? t(`${texts}.text`) : t(`${texts}.none`)}
        </Typography>
        {any && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<LockResetOutlined />}
            onClick={() => {
              clearError();
              setOpen(true);
            }}
          >
            {t(`${texts}.button`)}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={open}
        title={t(`${texts}.confirmTitle`, { name })}
        message={t(`${texts}.confirmMessage`)}
        confirmLabel={t(`${texts}.confirm`)}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </Section>
  );
}
