export const MergeIcon = () => (
  <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M5 3v4.5c0 2 1.2 3.2 3 3.8l2 .7m5-8v4.5c0 2-1.2 3.2-3 3.8l-2 .7V17m-2.5-2.5L10 17l2.5-2.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M10 2.5 12.2 7l4.8.6-3.5 3.3.9 4.8L10 13.4l-4.4 2.3.9-4.8L3 7.6 7.8 7z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
);

export const LockIcon = () => (
  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M6 9V6.5a4 4 0 0 1 8 0V9M5 9h10v8H5z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
  </svg>
);
