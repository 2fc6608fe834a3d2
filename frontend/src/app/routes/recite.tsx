import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { NotFoundPage } from '@/components/errors/error-page';
import { AppLayout } from '@/components/layouts/app-layout';
import { RecitationPage } from '@/features/recitation/components/recitation-page';
import { passageFromAddress, revealedFromAddress } from '@/features/recitation/utils/passage-address';

import { ProfileNav } from '../components/profile-nav';

/** /recite?from=78:1&to=78:10 (or ?pages=582-583, ?quarter=233, ?review): a passage recited from memory, its slips
 * marked on their words. An address that names no passage is "Page not found". */
export default function ReciteRoute() {
  const { t } = useTranslation('recitation');
  const [search] = useSearchParams();
  const passage = passageFromAddress(search);
  if (!passage) return <NotFoundPage />;

  return (
    <AppLayout title={t('title')} actions={<ProfileNav />}>
      <RecitationPage key={search.toString()} passage={passage} revealed={revealedFromAddress(search)} />
    </AppLayout>
  );
}
