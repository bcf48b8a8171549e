// Any address the app does not know: its 404 page in the frame the person is in, the signed-in
// area's (header, menu) when signed in, the public pages' otherwise.
import { ApolloBoundary } from './ApolloBoundary';
import { AppShell } from '../components/AppShell';
import { PublicLayout } from '../components/PublicLayout';
import { useSession } from '../lib/useSession';
import { NotFoundPage } from '../features/errors/NotFoundPage';

export function UnknownPage() {
  if (useSession().status === 'valid') {
    return (
      <ApolloBoundary>
        <AppShell>
          <NotFoundPage />
        </AppShell>
      </ApolloBoundary>
    );
  }
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
