/** An email may wrap before its '@', never inside a word. */
export const EmailText = ({ email }: { email: string | null }) => {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
};
