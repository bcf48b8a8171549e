// The instrument picker of a new holding in an account holding securities (a brokerage): as the
// person types a ticker or a name, the server is searched (searchInstruments) for the instruments
// the app knows and the stocks, ETFs, funds and commodities the securities provider lists; choosing
// one of the provider's adds it (addListedInstrument) and holds the holding in it.
import { useMutation, useQuery } from '@apollo/client/react';
import { Autocomplete, TextField } from '@mui/material';
import { useField } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../components/form/useFieldError';
import type { AccountClass } from '../graphql/types';
import {
  AddListedInstrumentDocument,
  SearchInstrumentsDocument,
  type HeldInstrumentFieldsFragment,
  type SearchInstrumentsQuery,
} from './Instruments.generated';
import { answerFailure, assertSuccess, failureMessage } from '../lib/errors';
import { mayHold } from '../../shared/holdings';

/** Characters typed before the server is searched. */
const SEARCH_MIN_LENGTH = 2;
/** The pause in typing after which the server is searched. */
const SEARCH_DEBOUNCE_MS = 300;

type Match = SearchInstrumentsQuery['searchInstruments']['nodes'][number];
/** An option: a search's match, or the instrument already chosen (known, by its id). */
type Choice = Pick<Match, 'id' | 'ticker' | 'name' | 'exchange' | 'currency' | 'known'>;

/** "VWCE — Vanguard FTSE All-World · XETRA · EUR", without what the match does not say. */
const choiceLabel = (choice: Choice) =>
  [`${choice.ticker} — ${choice.name}`, choice.exchange, choice.currency]
    .filter(Boolean)
    .join(' · ');

export type InstrumentSearchFieldProps = {
  /** The Formik field of the chosen instrument's id. */
  name: string;
  label: string;
  /** The account's class: only the matches it may hold are offered. */
  accountClass: AccountClass;
  /** The instrument the field's id names before anything is searched (the account's own). */
  current?: Pick<HeldInstrumentFieldsFragment, 'id' | 'ticker' | 'name'>;
  /** A provider's instrument was added and chosen: the app knows it from now on. */
  onAdded: (instrument: HeldInstrumentFieldsFragment) => void;
  helperText?: string;
  required?: boolean;
};

/** A search select bound to the Formik field `name` (an instrument's id). */
export function InstrumentSearchField({
  name,
  label,
  accountClass,
  current,
  onAdded,
  helperText,
  required,
}: InstrumentSearchFieldProps) {
  const { t } = useTranslation();
  const [, , helpers] = useField<string>(name);

  // what is typed is searched once typing pauses
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const searching = typed.trim().length >= SEARCH_MIN_LENGTH;
  const settled = searching && query === typed.trim();
  const search = useQuery(SearchInstrumentsDocument, { variables: { query }, skip: !settled });
  const answer = settled ? search.data?.searchInstruments : undefined;
  const searchFailure = settled ? answerFailure(search.error, answer, 'Failed') : null;

  const [add, { loading: adding }] = useMutation(AddListedInstrumentDocument);
  const [addFailure, setAddFailure] = useState<string | null>(null);
  const [picked, setPicked] = useState<Choice | null>(null);

  const bound = useFormField(name, {
    helperText:
      addFailure ??
      searchFailure ??
      (answer?.message ? t('resources.assets.instrumentSearch.providerFailed') : helperText),
  });
  // one object per choice: a new value each render would reset what is being typed
  const selected = useMemo<Choice | null>(() => {
    if (picked && picked.id === bound.value) return picked;
    if (current && current.id === bound.value) {
      return { ...current, exchange: null, currency: null, known: true };
    }
    return null;
  }, [picked, current, bound.value]);
  const options = useMemo(() => {
    const matches = (answer?.nodes ?? []).filter((match) => mayHold(accountClass, match.type));
    // the chosen one stays among the options, as Autocomplete wants its value to be
    return !selected ||
      matches.length === 0 ||
      matches.some((match) => match.ticker === selected.ticker)
      ? matches
      : [selected, ...matches];
  }, [answer, accountClass, selected]);

  /** Holds the holding in the choice, added first when it is the provider's. */
  const choose = async (choice: Choice | null) => {
    setAddFailure(null);
    let chosen = choice;
    if (choice && !choice.id) {
      try {
        const { data } = await add({ variables: { ticker: choice.ticker } });
        const { instrument } = assertSuccess(data?.addListedInstrument);
        if (!instrument) throw new Error('Failed');
        onAdded(instrument);
        chosen = { ...choice, id: instrument.id, known: true };
      } catch (failure) {
        setAddFailure(failureMessage(failure));
        return;
      }
    }
    setPicked(chosen);
    void helpers.setValue(chosen?.id ?? '');
  };

  return (
    <Autocomplete
      id={bound.id}
      options={options}
      value={selected}
      onChange={(_event, choice) => void choose(choice)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      // the server has filtered
      filterOptions={(choices) => choices}
      getOptionLabel={choiceLabel}
      getOptionKey={(choice) => choice.ticker}
      isOptionEqualToValue={(option, chosen) => option.ticker === chosen.ticker}
      groupBy={(choice) =>
        choice.known
          ? t('resources.assets.instrumentSearch.known')
          : t('resources.assets.instrumentSearch.listed')
      }
      autoHighlight
      fullWidth={bound.fullWidth}
      loading={(searching && (!settled || search.loading)) || adding}
      loadingText={t('list.loading')}
      noOptionsText={
        searching ? t('form.select.noMatches') : t('resources.assets.instrumentSearch.typeMore')
      }
      openText={t('form.select.open')}
      closeText={t('form.select.close')}
      clearText={t('form.select.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          name={name}
          onBlur={bound.onBlur}
          error={bound.error || Boolean(addFailure || searchFailure)}
          helperText={bound.helperText}
        />
      )}
    />
  );
}
