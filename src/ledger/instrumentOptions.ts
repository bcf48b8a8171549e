// The instruments an account of a class can be held in (getNAVInstruments), as the searchable
// select's options: the account form's currency picker, the asset form's instrument picker and the
// person's currency (the settings, the first dashboard), which is one of a bank account's.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { SelectOption } from '../components/form/FormSelectField';
import type { AccountClass } from '../graphql/types';
import { GetNavInstrumentsDocument } from './Instruments.generated';
import { answerFailure } from '../lib/errors';
import { MULTI_HOLDING_CLASSES, mayHold } from '../../shared/holdings';

/** Whether an account of this class holds several instruments (a wallet, an exchange, a broker). */
export const holdsSeveral = (accountClass: string | null | undefined) =>
  MULTI_HOLDING_CLASSES.some((c) => c === accountClass);

/** Whether an account of this class holds securities (a broker): its instruments are searched. */
export const holdsSecurities = (accountClass: AccountClass | null | undefined) =>
  !!accountClass && mayHold(accountClass, 'equity');

/**
 * The instruments an account of `accountClass` can be held in (crypto for a wallet or an exchange;
 * equities, commodities and currencies for a brokerage; currencies otherwise) as options of the
 * searchable select labelled "SEK · Swedish Krona" (found by its code or its name), valued by the
 * instrument's id or its ticker; also the instruments themselves (with their decimal places), by
 * id, and their tickers. Nothing is asked while no class is known or `skip` is set.
 */
export function useInstrumentOptions(
  accountClass: AccountClass | '' | null | undefined,
  { valueBy, skip = false }: { valueBy: 'id' | 'ticker'; skip?: boolean },
) {
  const asked = !!accountClass && !skip;
  const { data, loading, error, refetch } = useQuery(GetNavInstrumentsDocument, {
    variables: { account_class: accountClass || undefined },
    skip: !asked,
  });
  const answer = asked ? data?.getNAVInstruments : undefined;
  const instruments = useMemo(() => answer?.nodes ?? [], [answer]);
  const options = useMemo<SelectOption[]>(
    () => instruments.map((i) => ({ value: i[valueBy], label: `${i.ticker} · ${i.name}` })),
    [instruments, valueBy],
  );
  const byId = useMemo(() => new Map(instruments.map((i) => [i.id, i])), [instruments]);
  const tickers = useMemo(() => instruments.map((i) => i.ticker), [instruments]);
  return {
    options,
    instruments,
    byId,
    tickers,
    loading: asked && loading,
    error: asked ? answerFailure(error, answer, 'Failed') : null,
    retry: () => void refetch(),
  };
}

/** What useInstrumentOptions answers. */
export type InstrumentOptions = ReturnType<typeof useInstrumentOptions>;
