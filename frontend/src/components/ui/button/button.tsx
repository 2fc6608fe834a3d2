import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';

import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

// ComponentProps keeps `ref`, which React 19 passes to a function component as a prop.
type ButtonProps = ComponentProps<'button'> & { variant?: Variant };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

type ButtonLinkProps = LinkProps & { variant?: Variant };

export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}

/** For elements that must look like a button but cannot be one (e.g. a file input's label). */
export function buttonClassName(variant: Variant = 'primary', className?: string) {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}
