// Validation of the sign-in pages. Messages are translation keys (public/locales/*/common.json).
import * as yup from 'yup';
import { requiredEmail, requiredNewPassword } from '../../lib/validation';

export { MIN_PASSWORD_LENGTH } from '../../lib/validation';

const email = requiredEmail();
const currentPassword = yup.string().required('validation.passwordRequired');
const newPassword = requiredNewPassword();

export const loginSchema = yup.object({
  email,
  password: currentPassword,
  remember: yup.boolean().defined(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const registerSchema = yup.object({
  fullname: yup.string().trim().required('validation.nameRequired'),
  email,
  password: newPassword,
  terms: yup.boolean().defined().oneOf([true], 'validation.termsRequired'),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const forgotPasswordSchema = yup.object({ email });
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const updatePasswordSchema = yup.object({
  password: newPassword,
  confirmation: yup
    .string()
    .required('validation.confirmRequired')
    .oneOf([yup.ref('password')], 'validation.passwordsMismatch'),
});
export type UpdatePasswordValues = yup.InferType<typeof updatePasswordSchema>;
