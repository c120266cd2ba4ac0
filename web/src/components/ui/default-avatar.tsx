/**
 * Spec §2.3: the default picture by role when no avatar is set — a student with a mortarboard,
 * a teacher with a book. Decorative: the surrounding element names the person.
 */
export const DefaultAvatar = ({ role, className = 'avatar__image' }: { role: string | null | undefined; className?: string }) => {
  const teacher = role === 'teacher';
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="20" fill={teacher ? 'var(--navy-600)' : 'var(--teal-600)'} />
      <circle cx="20" cy="16" r="7" fill="#fff" opacity="0.92" />
      <path d="M7 36c1.5-8 7-11.5 13-11.5S31.5 28 33 36" fill="#fff" opacity="0.92" />
      {teacher ? <path d="M25 27h8v8h-8z" fill="var(--gold-400)" /> : <path d="M11 9.5 20 5l9 4.5-9 4.5z" fill="var(--gold-400)" />}
    </svg>
  );
};
