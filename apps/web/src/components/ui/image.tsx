import { useState } from 'react';

function initialsOf(label: string): string {
  return label
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * An image that falls back to a calm placeholder with the initials when missing or broken.
 * `alt=""` marks it decorative (the name is printed next to it); the placeholder is then hidden too.
 * `priority`: the page's main image, at the top (its likely LCP element): loaded at once at high priority, the
 * same URL the server preloads in the page's head (decision 0090); other images load lazily.
 */
export function FallbackImage({
  src,
  alt,
  className = '',
  label,
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  label: string;
  priority?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <div
        {...a11y}
        className={`flex select-none items-center justify-center bg-gradient-to-br from-malt-100 to-malt-200 font-bold tracking-wide text-malt-800 ${className}`}
      >
        {initialsOf(label)}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}
