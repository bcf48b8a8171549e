import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { SelectOption } from '../../components/form/FormSelectField';
import { GetNavInstrumentsDocument, type AccountClass } from '../../graphql/generated';
import { answerFailure } from '../../lib/errors';

/**
 * The instruments an account of `accountClass` can be held in (getNAVInstruments: crypto for
 * crypto, equities and currencies for equity, currencies otherwise), as select options. Nothing
 * is asked while no class is chosen.
 */
export function useCurrencyOptions(accountClass: AccountClass | '' | null | undefined) {
  const { data, loading, error, refetch } = useQuery(GetNavInstrumentsDocument, {
    variables: { account_class: accountClass || undefined },
    skip: !accountClass,
  });
  const answer = accountClass ? data?.getNAVInstruments : undefined;
  const options = useMemo<SelectOption[]>(
    () =>
      (answer?.nodes ?? []).map((instrument) => ({
        value: instrument.id,
        label: `${instrument.ticker} · ${instrument.name}`,
      })),
    [answer],
  );
  return {
    options,
    loading,
    error: answerFailure(error, answer, 'Failed'),
    retry: () => void refetch(),
  };
}
