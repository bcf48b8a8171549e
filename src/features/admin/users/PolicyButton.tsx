// The instance's policy beside the users it is about: whether administrators must use two-factor
// sign-in. The button says what holds now; a confirmation says what changes.
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { assertSuccess } from '../../../lib/errors';
import { useAction } from '../../../lib/useAction';
import { GetPolicyAdminDocument, UpdatePolicyAdminDocument } from './Users.generated';

export function PolicyButton() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data } = useQuery(GetPolicyAdminDocument);
  const policy = data?.getPolicyAdmin.policy;
  const [open, setOpen] = useState(false);
  const { busy, error, run, clearError } = useAction();
  if (!policy) return null;
  const required = policy.admins_need_two_factor;
  const change = required ? 'relax' : 'require';

  const confirm = () =>
    run(async () => {
      const { data: answer } = await client.mutate({
        mutation: UpdatePolicyAdminDocument,
        variables: { admins_need_two_factor: !required },
      });
      // the answer's policy replaces the cached one (Policy has no id: written back by hand)
      const saved = assertSuccess(answer?.updatePolicyAdmin).policy;
      client.cache.updateQuery({ query: GetPolicyAdminDocument }, (cached) =>
        cached && saved ? { getPolicyAdmin: { ...cached.getPolicyAdmin, policy: saved } } : cached,
      );
      setOpen(false);
    });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhonelinkLockOutlined />}
        onClick={() => {
          clearError();
          setOpen(true);
        }}
      >
        {t(required ? 'admin.policy.required' : 'admin.policy.optional')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(`admin.policy.${change}.title`)}
        message={t(`admin.policy.${change}.message`)}
        confirmLabel={t(`admin.policy.${change}.confirm`)}
        destructive={false}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
