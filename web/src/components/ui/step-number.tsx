/** A step's number in front of its tab's label (a TabList marker); screen readers read the label alone. */
export const StepNumber = ({ value }: { value: number }) => (
  <span className="step-form__step-number" aria-hidden="true">
    {value}
  </span>
);
