import { Navigate } from 'react-router';

import { FullScreenSpinner } from '@/components/ui/spinner/spinner';
import { useLearningPath } from '@/features/learning-path/api/get-learning-path';

/** Right after signing in, a learner who has never chosen a learning path chooses one before the page they were going
 * to, which the path choice then opens. Asked at sign-in only: a learner who skips it keeps the default path and
 * finds the choice in the account menu. If the path cannot be loaded (a toast says so), the page opens anyway. Either
 * way the page's address loses the sign-in's mark at once, in place: the layout then shows the page as it shows any
 * other (not rebuilt at its first navigation), and a reload does not ask again. */
export default function PathChosenFirst({ next }: { next: string }) {
  const path = useLearningPath();

  if (path.isPending) return <FullScreenSpinner />;
  if (path.data?.chosen === false) {
    return <Navigate to={`/pickpath?${new URLSearchParams({ next }).toString()}`} replace />;
  }
  return <Navigate to={next} replace />;
}
