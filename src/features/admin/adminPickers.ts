// The instruments and venues the administration screens pick from and name by id (the mapping
// form and list, the venue's unmapped instruments): up to 100 of each, as the API answers at most.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetInstrumentsDocument } from './instruments/Instruments.generated';
import { GetVenuesAdminDocument } from './venues/Venues.generated';
import { MAX_PAGE_SIZE } from '../../lib/listParams';

/** The variables of the pickers' queries. */
const instrumentPickerVariables = { sort: 'ticker:asc', limit: MAX_PAGE_SIZE } as const;
const venuePickerVariables = { sort: 'name:asc', limit: MAX_PAGE_SIZE } as const;

/** Every instrument (active or not): picker options "BTC · Bitcoin" and a lookup by id. */
export function useInstrumentPicker() {
  const { data } = useQuery(GetInstrumentsDocument, { variables: instrumentPickerVariables });
  return useMemo(() => {
    const instruments = data?.getInstruments.nodes ?? [];
    return {
      instruments,
      byId: new Map(instruments.map((i) => [i.id, i])),
      options: instruments.map((i) => ({ value: i.id, label: `${i.ticker} · ${i.name}` })),
    };
  }, [data]);
}

/** Every venue (enabled or not): picker options and a lookup by id. */
export function useVenuePicker() {
  const { data } = useQuery(GetVenuesAdminDocument, { variables: venuePickerVariables });
  return useMemo(() => {
    const venues = data?.getVenuesAdmin.nodes ?? [];
    return {
      byId: new Map(venues.map((v) => [v.id, v])),
      options: venues.map((v) => ({ value: v.id, label: v.name })),
    };
  }, [data]);
}
