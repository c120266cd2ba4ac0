import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface RoleHomeProps {
  title: string;
  profilePath: string;
}

/** /student-home and /teacher-home: event browsing arrives with a later piece of work. */
const RoleHome = ({ title, profilePath }: RoleHomeProps) => {
  useDocumentTitle(title);
  return (
    <section className="page role-home" aria-labelledby="role-home-title">
      <h1 className="page__title" id="role-home-title">
        {title}
      </h1>
      <div className="card role-home__events">
        <h2 className="role-home__heading">Upcoming events</h2>
        <p>Upcoming events will appear here.</p>
      </div>
      <p>
        <Link className="button button--secondary" to={profilePath}>
          View my profile
        </Link>
      </p>
    </section>
  );
};

export const StudentHomeRoute = () => <RoleHome title="Student Home" profilePath={paths.studentProfilePage.getHref()} />;
export const TeacherHomeRoute = () => <RoleHome title="Teacher Home" profilePath={paths.teacherProfilePage.getHref()} />;
