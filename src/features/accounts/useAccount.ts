import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { GetAccountDocument } from '../../graphql/generated';
import { answerFailure } from '../../lib/errors';

/** One account (getAccount) and why it cannot be shown, if it cannot. */
export function useAccount(id: string) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(GetAccountDocument, { variables: { id } });
  const answer = data?.getAccount;
  return {
    account: answer?.account ?? null,
    loading,
    failure: answerFailure(error, answer, t('accounts.notFound')),
    retry: () => void refetch(),
  };
}
