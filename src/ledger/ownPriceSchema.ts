// The form that gives a person's own price of a holding nobody prices (setMyPrice): the server's
// rules (server/domain/ledger/ownPrices.ts), checked before sending. Messages are translation keys;
// the price stays a decimal string in the chosen currency.
import * as yup from 'yup';
import { DATE_PATTERN, EARLIEST_DATE, UNSIGNED_DECIMAL_PATTERN, todayIso } from '../lib/validation';

/** Above zero: some digit other than 0. */
const positive = (price: string | undefined) => !price || /[1-9]/u.test(price);

export const ownPriceSchema = yup.object({
  price: yup
    .string()
    .trim()
    .required('prices.own.validation.priceRequired')
    .matches(UNSIGNED_DECIMAL_PATTERN, {
      message: 'prices.own.validation.priceInvalid',
      excludeEmptyString: true,
    })
    .test('positive', 'prices.own.validation.pricePositive', positive),
  currency: yup.string().required('prices.own.validation.currencyRequired'),
  date: yup
    .string()
    .required('prices.own.validation.dateRequired')
    .matches(DATE_PATTERN, { message: 'validation.date', excludeEmptyString: true })
    // YYYY-MM-DD strings compare as the days they name
    .test('from', 'validation.dateTooEarly', (date) => !date || date >= EARLIEST_DATE)
    .test('not-future', 'prices.own.validation.dateFuture', (date) =>
      date ? date <= todayIso() : true,
    ),
});

export type OwnPriceValues = { price: string; currency: string; date: string };

/** A new price: from today, in `currency` (the person's). */
export function emptyOwnPrice(currency: string): OwnPriceValues {
  return { price: '', currency, date: todayIso() };
}
