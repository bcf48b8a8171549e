import Box from '@mui/material/Box';
import { AssetClassesSection } from './AssetClassesSection';
import { CallToActionSection } from './CallToActionSection';
import { HeroSection } from './HeroSection';
import { HighlightsSection } from './HighlightsSection';
import { WorkflowSection } from './WorkflowSection';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** The public landing page at /. Light by design: no data grid, no charts library, no queries. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <Box>
      <HeroSection />
      <HighlightsSection />
      <WorkflowSection />
      <AssetClassesSection />
      <CallToActionSection />
    </Box>
  );
}
