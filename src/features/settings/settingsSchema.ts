// The rules of the person's settings, as the server's (server/domain/profile.ts): a name of at most
// NAME_MAX characters, one of the currencies the app offers, and a language the mails are written
// in. Messages are translation keys (public/locales/*/common.json).
import * as yup from 'yup';
import type { MeFieldsFragment, UpdateMeMutationVariables } from '../../graphql/Session.generated';
import { supportedLanguages } from '../../lib/language';
import { requiredName } from '../../lib/validation';

export type SettingsValues = { fullname: string; base_currency: string; language: string };

/** The rules; `currencies`: the tickers offered (none while they load: then any is taken). */
export function settingsSchema(currencies: readonly string[]) {
  const currency = yup.string().trim().required('validation.required');
  return yup.object({
    fullname: requiredName('validation.nameRequired'),
    base_currency:
      currencies.length > 0 ? currency.oneOf(currencies, 'settings.validation.currency') : currency,
    language: yup
      .string()
      .required('validation.required')
      .oneOf(supportedLanguages, 'settings.validation.language'),
  });
}

export const settingsValues = (me: MeFieldsFragment): SettingsValues => ({
  fullname: me.fullname,
  base_currency: me.base_currency.ticker,
  language: me.language,
});

export const settingsVariables = (values: SettingsValues): UpdateMeMutationVariables => ({
  fullname: values.fullname.trim(),
  base_currency: values.base_currency,
  language: values.language,
});
