import { useEffect, useState } from 'react';
import { useProtectedFileUrl } from '../../lib/protected-file';
import { storageKeys } from '../../lib/session';
import { DefaultAvatar } from '../ui/default-avatar';

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

export const Avatar = ({ role }: { role: string | null }) => {
  const avatar = useProtectedFileUrl(useStoredAvatar());
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = avatar !== null && failed !== avatar;
  return (
    <span className="avatar">
      {showImage ? <img className="avatar__image" src={avatar} alt="" onError={() => setFailed(avatar)} /> : <DefaultAvatar role={role} />}
    </span>
  );
};
