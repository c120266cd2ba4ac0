import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { groupOf, masterlistGroups, type MasterlistGroup } from '../sections';
import { msg, t } from '../../../i18n/intl';

const MASTERLISTS = msg('Masterlists');

const GroupLinks = ({ group }: { group: MasterlistGroup }) => (
  <ul className="group-card__links">
    {group.items.map((item) => (
      <li key={item.href}>
        <Link className="chip-link" to={item.href}>
          {t(item.label)}
        </Link>
      </li>
    ))}
  </ul>
);

const GroupCard = ({ group }: { group: MasterlistGroup }) => (
  <section className="card group-card" aria-label={t(group.label)}>
    <h2 className="group-card__title">
      <Link to={group.href}>{t(group.label)}</Link>
    </h2>
    <p className="group-card__text">{t(group.landing)}</p>
    <GroupLinks group={group} />
  </section>
);

/** The Masterlists landing: the three groups. */
export const MasterlistsRoute = () => {
  useDocumentTitle(t('Masterlists'));
  return (
    <div className="group-grid">
      {masterlistGroups.map((group) => (
        <GroupCard key={group.href} group={group} />
      ))}
    </div>
  );
};

/** A group's landing section (Events Related, Users Related, Schools Related). */
export const MasterlistGroupRoute = () => {
  const { pathname } = useLocation();
  const group = groupOf(pathname.replace(/\/+$/, ''));
  useDocumentTitle(t(group?.label ?? MASTERLISTS));
  if (!group) return null;
  return (
    <div className="card placeholder-panel">
      <p className="placeholder-panel__text">{t(group.landing)}</p>
      <GroupLinks group={group} />
    </div>
  );
};
