import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@/components/ui/icon/icon';

import styles from './menu-button.module.css';

type MenuButtonProps = {
  open: boolean;
  /** The id of the menu it shows and hides. */
  controls: string;
  onClick: () => void;
  /** Where it shows (display: inline-flex where the menu folds, none elsewhere): the button sets no display. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The phone's menu button (disclosure pattern): three lines closed, a cross open. */
export function MenuButton({ open, controls, onClick, className, ref }: MenuButtonProps) {
  const { t } = useTranslation();

  return (
    <button
      ref={ref}
      type="button"
      className={[styles.menuButton, className].filter(Boolean).join(' ')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon name={open ? 'close' : 'menu'} />
      <span className="visually-hidden">{t('nav.menu')}</span>
    </button>
  );
}
