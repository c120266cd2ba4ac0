import { useVerification } from '../api/verify';

const dateOf = (value: string) =>
  new Date(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });
const dayOf = (day: string) => dateOf(`${day}T12:00:00Z`);

/** /verify/{code}: whether a certificate is valid, whose it is, what for and when; signed in or not. */
export const VerifyPage = ({ code }: { code: string }) => {
  const verification = useVerification(code);
  const data = verification.data;
  return (
    <section className="page verify" aria-labelledby="verify-title">
      <h1 className="page__title" id="verify-title">
        Certificate verification
      </h1>
      {verification.isPending && <p>Checking the certificate…</p>}
      {verification.isError && <p role="alert">No certificate has this code.</p>}
      {data && (
        <div className={`card verify__card verify__card--${data.status}`}>
          <p className="verify__status" role="status">
            {data.status === 'valid' ? 'Valid certificate' : 'This certificate has been revoked'}
          </p>
          <dl>
            <dt>Awarded to</dt>
            <dd>{data.delegate ?? 'Name withheld'}</dd>
            <dt>For</dt>
            <dd>{data.what}</dd>
            <dt>Event</dt>
            <dd>
              {data.event.name}, {dayOf(data.event.start_date)} – {dayOf(data.event.end_date)}
            </dd>
            {data.committee && (
              <>
                <dt>Committee</dt>
                <dd>{data.committee}</dd>
              </>
            )}
            {data.country && (
              <>
                <dt>Country</dt>
                <dd>{data.country}</dd>
              </>
            )}
            <dt>Issued</dt>
            <dd>{dateOf(data.issued_at)}</dd>
            {data.revoked_at && (
              <>
                <dt>Revoked</dt>
                <dd>{dateOf(data.revoked_at)}</dd>
              </>
            )}
          </dl>
          <p className="verify__code">
            Code <code>{code}</code>
          </p>
        </div>
      )}
    </section>
  );
};
