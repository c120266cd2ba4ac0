import { useState } from 'react';
import { DefaultAvatar } from '../../../components/ui/default-avatar';
import { useProtectedFileUrl } from '../../../lib/protected-file';

/** A delegate's photo as a thumbnail (fetched with the token); the role's default picture without one. Decorative: the row names the person. */
export const DelegatePhoto = ({ avatar, role }: { avatar: string | null; role: string }) => {
  const src = useProtectedFileUrl(avatar);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="chair__photo">
      {src && failed !== src ? (
        <img className="chair__photo-image" src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <DefaultAvatar role={role} className="chair__photo-image" />
      )}
    </span>
  );
};
