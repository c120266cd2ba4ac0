import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { groupOf, masterlistGroups, type MasterlistGroup } from '../sections';

const GroupLinks = ({ group }: { group: MasterlistGroup }) => (
  <ul className="group-card__links">
    {group.items.map((item) => (
      <li key={item.href}>
        <Link className="chip-link" to={item.href}>
          {item.label}
        </Link>
      </li>
    ))}
  </ul>
);

const GroupCard = ({ group }: { group: MasterlistGroup }) => (
  <section className="card group-card" aria-label={group.label}>
    <h2 className="group-card__title">
      <Link to={group.href}>{group.label}</Link>
    </h2>
    <p className="group-card__text">{group.landing}</p>
    <GroupLinks group={group} />
  </section>
);

/** The Masterlists landing: the three groups. */
export const MasterlistsRoute = () => {
  useDocumentTitle('Masterlists');
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
  useDocumentTitle(group?.label ?? 'Masterlists');
  if (!group) return null;
  return (
    <div className="card placeholder-panel">
      <p className="placeholder-panel__text">{group.landing}</p>
      <GroupLinks group={group} />
    </div>
  );
};
