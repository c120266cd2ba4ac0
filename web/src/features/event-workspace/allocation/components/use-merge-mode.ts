import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { MERGE_HINT_MS, toggleMerge, type MergeSelection } from '../../utils/merge-selection';

/** Key Info's merge mode (spec §4, §5, §9): tick boxes for two delegates and a hint shown for 3 seconds. */
export const useMergeMode = () => {
  const [active, setActive] = useState(false);
  const [selection, setSelection] = useState<MergeSelection>([]);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    if (!hint) return;
    const timer = setTimeout(() => setHint(false), MERGE_HINT_MS);
    return () => clearTimeout(timer);
  }, [hint]);

  const leave = () => {
    setActive(false);
    setSelection([]);
    setHint(false);
  };

  return {
    active,
    selection,
    hint,
    enter: () => {
      setActive(true);
      setSelection([]);
      setHint(true);
    },
    leave,
    toggle: (id: string) => {
      const next = toggleMerge(selection, id);
      if (next.problem) toast.error(next.problem);
      setSelection(next.selection);
    },
  };
};
