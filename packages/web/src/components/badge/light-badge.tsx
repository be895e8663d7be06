import type { HTMLAttributes } from 'react';
import classes from './light-badge.module.css';

export type BadgeColor = 'blue' | 'orange' | 'green' | 'yellow' | 'red' | 'gray';
export type BadgeSize = 'sm' | 'md' | 'lg';

interface LightBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  color: BadgeColor;
  size?: BadgeSize;
  /** capitals, as Mantine's badge writes every label */
  upper?: boolean;
}

/**
 * A badge that looks like Mantine's `light` Badge but is one plain span: the sevak's home renders
 * no Mantine components, whose runtime cost a cheap phone's first tap (issue 32).
 */
export function LightBadge({ color, size = 'md', upper = false, className, ...rest }: LightBadgeProps) {
  const names = [classes.badge, classes[color], size === 'md' ? '' : classes[size], upper ? classes.upper : '', className];
  return <span className={names.filter(Boolean).join(' ')} {...rest} />;
}
