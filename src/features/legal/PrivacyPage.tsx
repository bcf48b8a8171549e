import { LegalDocument } from './LegalDocument';

const privacySections = [
  'introduction',
  'responsibilities',
  'accountSecurity',
  'liability',
  'governingLaw',
] as const;

/** The Privacy Policy at /privacy-policy. */
export function PrivacyPage() {
  return <LegalDocument prefix="legal.privacy" sections={privacySections} />;
}
