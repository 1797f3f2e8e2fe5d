import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 min-h-10';
const variants: Record<Variant, string> = {
  primary: 'bg-malt-700 text-white hover:bg-malt-800',
  secondary: 'border border-line bg-white text-ink hover:bg-malt-50',
  ghost: 'text-ink hover:bg-malt-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

function StyledAnchor({ variant = 'primary', className = '', ...props }: ComponentProps<'a'> & { variant?: Variant }) {
  return <a className={buttonClass(variant, className)} {...props} />;
}

const CreatedLinkButton = createLink(StyledAnchor);
/** A router link that looks like a button. */
export const LinkButton: LinkComponent<typeof StyledAnchor> = (props) => <CreatedLinkButton preload="intent" {...props} />;
