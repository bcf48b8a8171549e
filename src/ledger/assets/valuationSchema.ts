// The form that says what a real asset is worth from a day on (createAssetValuation). Messages are
// translation keys; the value stays a decimal string in the asset's currency.
import * as yup from 'yup';
import {
  DATE_PATTERN,
  EARLIEST_DATE,
  UNSIGNED_DECIMAL_PATTERN,
  descriptionText,
  todayIso,
} from '../../lib/validation';

export const valuationSchema = yup.object({
  date: yup
    .string()
    .required('resources.assets.valuations.validation.dateRequired')
    .matches(DATE_PATTERN, { message: 'validation.date', excludeEmptyString: true })
    // YYYY-MM-DD strings compare as the days they name
    .test('from', 'validation.dateTooEarly', (date) => !date || date >= EARLIEST_DATE)
    .test('not-future', 'resources.assets.valuations.validation.dateFuture', (date) =>
      date ? date <= todayIso() : true,
    ),
  value: yup
    .string()
    .trim()
    .required('resources.assets.valuations.validation.valueRequired')
    .matches(UNSIGNED_DECIMAL_PATTERN, {
      message: 'resources.assets.validation.valueInvalid',
      excludeEmptyString: true,
    }),
  note: descriptionText(),
});

export type ValuationValues = { date: string; value: string; note: string };

/** A new valuation: from today, value and note empty. */
export function emptyValuation(): ValuationValues {
  return { date: todayIso(), value: '', note: '' };
}
