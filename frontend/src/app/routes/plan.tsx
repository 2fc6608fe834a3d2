import { useTranslation } from 'react-i18next';

import { AppLayout } from '@/components/layouts/app-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { usePlan } from '@/features/plan/api/plan';
import { PlanForm } from '@/features/plan/components/plan-form';

import { ProfileNav } from '../components/profile-nav';

/** /plan: making or changing the learner's hifz plan. The form starts from the plan saved, once it is known. */
export default function PlanRoute() {
  const { t } = useTranslation('plan');
  const plan = usePlan();
  return (
    <AppLayout title={t('form.title')} actions={<ProfileNav />}>
      {plan.isPending ? (
        <Spinner size="lg" />
      ) : plan.isError ? (
        // Never a blank form over a plan that could not be read: saving it would replace the learner's plan.
        <p>{t('form.unavailable')}</p>
      ) : (
        <PlanForm plan={plan.data.plan} />
      )}
    </AppLayout>
  );
}
