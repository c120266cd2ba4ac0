/** A workspace tab whose screen is not built yet: said plainly, with nothing made up. */
export const TabPlaceholder = ({ label }: { label: string }) => (
  <div className="card placeholder-panel">
    <p className="placeholder-panel__text">The {label} tab arrives in a later release.</p>
  </div>
);
