import { LegalDocument } from './LegalDocument';

const termsSections = [
  'noWarranty',
  'noUptime',
  'dataLoss',
  'internalUse',
  'accessRevocation',
  'fees',
  'telemetry',
  'governingLaw',
] as const;

/** The Beta Release Disclaimer at /terms-conditions. */
export function TermsPage() {
  return <LegalDocument prefix="legal.terms" sections={termsSections} withNotice />;
}
