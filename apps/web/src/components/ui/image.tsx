import { useState } from 'react';

/** An image that falls back to a calm placeholder with the initials when missing or broken. */
export function FallbackImage({ src, alt, className = '', label }: { src: string | null; alt: string; className?: string; label: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const initials = label
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('');
    return (
      <div role="img" aria-label={alt} className={`flex items-center justify-center bg-malt-100 font-bold text-malt-800 ${className}`}>
        {initials}
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} className={`object-cover ${className}`} />;
}
