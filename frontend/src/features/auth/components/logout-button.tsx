import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';
import { Spinner } from '@/components/ui/spinner/spinner';

import { useLogout } from '../api/logout';
import styles from './logout-button.module.css';

type LogoutButtonProps = {
  className?: string;
};

export function LogoutButton({ className }: LogoutButtonProps) {
  const { t } = useTranslation();
  const logout = useLogout();

  return (
    <button
      type="button"
      role="menuitem"
      className={[styles.logout, className].filter(Boolean).join(' ')}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {logout.isPending ? <Spinner size="sm" /> : <Icon name="logout" size={18} />}
      {t('account.logout')}
    </button>
  );
}
