/** The room's Roll call tab: a placeholder until roll call is built. */
export const RollCall = ({ eventId, committeeId }: { eventId: string; committeeId: string }) => (
  <p className="chair__placeholder" data-event-id={eventId} data-committee-id={committeeId}>
    Roll call
  </p>
);
