import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { NotFoundPage } from '@/components/errors/error-page';
import { AppLayout } from '@/components/layouts/app-layout';
import { passageFromAddress } from '@/features/recitation/utils/passage-address';
import { RecordPassage } from '@/features/recordings/components/record-passage';

import { ProfileNav } from '../components/profile-nav';

/** /record?from=112:1&to=112:4 (or ?pages=, ?quarter=, as /recite): a passage recorded on its own. An address that
 * names no passage is "Page not found". */
export default function RecordRoute() {
  const { t } = useTranslation('recordings');
  const [search] = useSearchParams();
  const passage = passageFromAddress(search);
  if (!passage || passage.kind === 'review') return <NotFoundPage />;
  return (
    <AppLayout title={t('record.title')} actions={<ProfileNav />}>
      <RecordPassage key={search.toString()} passage={passage} />
    </AppLayout>
  );
}
