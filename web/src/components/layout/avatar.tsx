import { useEffect, useState } from 'react';
import { storageKeys } from '../../lib/session';

const AVATAR_POLL_MS = 2000;

const readAvatar = () => {
  try {
    return globalThis.localStorage?.getItem(storageKeys.userAvatar) || null;
  } catch {
    return null;
  }
};

/** Spec §2.3: the stored avatar is re-read every 2 seconds (profile pages replace it). */
const useStoredAvatar = () => {
  const [avatar, setAvatar] = useState(readAvatar);
  useEffect(() => {
    const timer = setInterval(() => setAvatar(readAvatar()), AVATAR_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return avatar;
};

/** Default pictures by role: a student with a mortarboard, a teacher with a book. */
const DefaultAvatar = ({ role }: { role: string | null }) => {
  const teacher = role === 'teacher';
  return (
    <svg viewBox="0 0 40 40" className="avatar__image" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="20" fill={teacher ? 'var(--navy-600)' : 'var(--teal-600)'} />
      <circle cx="20" cy="16" r="7" fill="#fff" opacity="0.92" />
      <path d="M7 36c1.5-8 7-11.5 13-11.5S31.5 28 33 36" fill="#fff" opacity="0.92" />
      {teacher ? (
        <path d="M25 27h8v8h-8z" fill="var(--gold-400)" />
      ) : (
        <path d="M11 9.5 20 5l9 4.5-9 4.5z" fill="var(--gold-400)" />
      )}
    </svg>
  );
};

export const Avatar = ({ role }: { role: string | null }) => {
  const avatar = useStoredAvatar();
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = avatar !== null && failed !== avatar;
  return (
    <span className="avatar">
      {showImage ? (
        <img className="avatar__image" src={avatar} alt="" onError={() => setFailed(avatar)} />
      ) : (
        <DefaultAvatar role={role} />
      )}
    </span>
  );
};
