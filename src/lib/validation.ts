// Shared yup rules for the forms. Messages are translation keys (public/locales/*/common.json).
import { setLocale, string } from 'yup';
import { DESCRIPTION_MAX, NAME_MAX } from '../../shared/fieldLimits';

/** Any rule without its own message says "Field is not valid.". */
setLocale({
  mixed: {
    default: 'validation.invalid',
    oneOf: 'validation.invalid',
    notOneOf: 'validation.invalid',
    notType: 'validation.invalid',
    defined: 'validation.invalid',
  },
  string: {
    min: 'validation.invalid',
    max: 'validation.invalid',
    matches: 'validation.invalid',
    email: 'validation.invalid',
  },
});

/** The shortest password the API takes. */
export const MIN_PASSWORD_LENGTH = 8;

/** A required e-mail address. */
export const requiredEmail = () =>
  string().trim().required('validation.emailRequired').email('validation.emailInvalid');

/** A new password (sign-up, reset, a user an admin creates). */
export const requiredNewPassword = () =>
  string()
    .required('validation.passwordRequired')
    .min(MIN_PASSWORD_LENGTH, 'validation.passwordMin');

export { DESCRIPTION_MAX, NAME_MAX };

/** A required name, at most NAME_MAX characters (the message of an empty one may be the form's). */
export const requiredName = (message = 'validation.required') =>
  string().trim().required(message).max(NAME_MAX, 'validation.max100');

/** A name that may be left empty (a payee), at most NAME_MAX characters. */
export const optionalName = () => string().trim().max(NAME_MAX, 'validation.max100').default('');

/** A description or a note, at most DESCRIPTION_MAX characters; required where `required`. */
export const descriptionText = (required = false) => {
  const text = string().trim().max(DESCRIPTION_MAX, 'validation.max500');
  return required ? text.required('validation.required') : text;
};

/** A decimal string as the API takes it: optional sign, up to 20 digits, up to 18 after the point. */
export const DECIMAL_PATTERN = /^-?\d{1,20}(\.\d{1,18})?$/u;
/** Not negative. */
export const UNSIGNED_DECIMAL_PATTERN = /^\d{1,20}(\.\d{1,18})?$/u;

/** A required decimal string: "{field} is required" when empty, "Enter a number…" if not a decimal. */
export const requiredDecimal = (message = 'validation.required') =>
  string().trim().required(message).matches(DECIMAL_PATTERN, 'validation.decimal');

/** A YYYY-MM-DD date string. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/u;

/** The earliest day the API takes (server/domain/days.ts): nothing held today is older. */
export const EARLIEST_DATE = '1900-01-01';

/** A year from today, in the reader's time zone: the latest day a transaction may be planned for. */
export function latestIso(now = new Date()): string {
  return todayIso(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
}

/** Today in the reader's time zone, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
