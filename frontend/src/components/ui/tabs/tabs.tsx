import { useRef, type KeyboardEvent } from 'react';

import styles from './tabs.module.css';

type TabsProps<T extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  /** The id of the panel the tabs control. */
  controls?: string;
};

const steps: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** A tab list (WAI-ARIA tabs pattern): one tab stop, the arrow keys move between tabs and select them. */
export function Tabs<T extends string>({ label, options, value, onChange, controls }: TabsProps<T>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    tabs.current[index]?.focus();
    onChange(options[index].value);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = steps[event.key];
    if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(options.length - 1);
    else if (step) select((index + step + options.length) % options.length);
    else return;
    event.preventDefault();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {options.map((option, index) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
