import { useState } from 'react';
import { DefaultAvatar } from '../../../components/ui/default-avatar';
import { useProtectedFileUrl } from '../../../lib/protected-file';
import { t } from '../../../i18n/intl';

/** The person's avatar, read-only (fetched with the token); the role's default picture without one. */
export const RegistrantPhoto = ({
  avatar,
  role,
  name,
}: {
  avatar: string | null | undefined;
  role: string | null | undefined;
  name: string;
}) => {
  const src = useProtectedFileUrl(avatar);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <figure className="registrant-photo">
      <div className="registrant-photo__frame">
        {src && failed !== src ? (
          <img
            className="registrant-photo__image"
            src={src}
            alt={name ? t('Photo of {name}', { name }) : t('Photo')}
            onError={() => setFailed(src)}
          />
        ) : (
          <DefaultAvatar role={role} className="registrant-photo__image" />
        )}
      </div>
      <figcaption className="field__label">{t('Photo')}</figcaption>
    </figure>
  );
};
