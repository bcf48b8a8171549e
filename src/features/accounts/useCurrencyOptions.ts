import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { SelectOption } from '../../components/form/FormSelectField';
import { GetNavInstrumentsDocument } from '../../graphql/generated';
import { answerFailure } from '../../lib/errors';

/** The currencies an account can be kept in (getNAVInstruments), as select options. */
export function useCurrencyOptions() {
  const { data, loading, error, refetch } = useQuery(GetNavInstrumentsDocument);
  const answer = data?.getNAVInstruments;
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
